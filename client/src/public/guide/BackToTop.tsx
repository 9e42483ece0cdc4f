/**
 * A link to the top (issue 36: it works on the first tap, before the app and without JavaScript; the
 * app makes the trip smooth and leaves the address alone). Fixed in the right margin where the window
 * is wide enough to have one, shown there once the reader has scrolled (CSS, a scroll-driven
 * animation); on narrower screens it sits at the end of the guide instead, so it never covers text.
 */
export function BackToTop({ label }: { label: string }) {
  return (
    <a
      href="#top"
      className="back-to-top"
      aria-label={label}
      onClick={(event) => {
        event.preventDefault();
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }}
    >
      ↑
    </a>
  );
}
