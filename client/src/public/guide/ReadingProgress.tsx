import { useEffect, useState } from 'react';
import { readingProgress } from '../../shared/reading';

/** SPEC §2, §9: the page dims after this long without a mouse move, scroll, key or touch. */
export const IDLE_DIM_MS = 1000;

export function useReadingProgress(): number {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      // The reading ends with the conclusion: 100 % once its last line is on screen (the share
      // links, suggestions and footer below it are not reading).
      const conclusion = document.getElementById('conclusion');
      const end = conclusion ? conclusion.getBoundingClientRect().bottom + window.scrollY : document.documentElement.scrollHeight;
      setProgress(readingProgress(window.scrollY, end, window.innerHeight));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return progress;
}

/** SPEC §2: the page dims when there has been no mouse move or scroll for 1 second. */
export function useIdle(ms: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let timer = window.setTimeout(() => setIdle(true), ms);
    const wake = () => {
      setIdle(false);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setIdle(true), ms);
    };
    const events = ['mousemove', 'scroll', 'keydown', 'touchstart'] as const;
    for (const name of events) window.addEventListener(name, wake, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of events) window.removeEventListener(name, wake);
    };
  }, [ms]);
  return idle;
}

/** Its own component, so scrolling re-renders the bar and not the article. */
export function ReadingProgress({ label }: { label: string }) {
  const progress = useReadingProgress();
  return (
    <div className="reading-progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
      <div className="reading-progress-bar" style={{ width: `${progress}%` }} />
      <span className="reading-progress-value">{progress}%</span>
    </div>
  );
}

export function IdleDim() {
  const idle = useIdle(IDLE_DIM_MS);
  return <div className={`idle-dim${idle ? ' is-idle' : ''}`} data-idle={idle ? 'true' : 'false'} aria-hidden="true" />;
}
