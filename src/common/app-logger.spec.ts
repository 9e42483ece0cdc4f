import { AppLogger } from './app-logger';
import { requestContext } from './log-record';

function capture(run: () => void): string[] {
  const lines: string[] = [];
  const out = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true));
  const err = jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true));
  try {
    run();
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
  return lines;
}

describe('AppLogger in production', () => {
  it('writes the one log shape, with the request id while a request is handled', () => {
    const logger = new AppLogger({ production: true, logLevel: 'log' });
    const lines = capture(() => {
      logger.log('outside', 'Boot');
      requestContext.run({ reqId: 'req-7' }, () => logger.warn('inside', 'Request'));
      logger.error('failed', 'Error: boom\n    at somewhere', 'Media');
    });
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      { time: expect.any(String), level: 'info', pid: process.pid, context: 'Boot', msg: 'outside' },
      { time: expect.any(String), level: 'warn', pid: process.pid, context: 'Request', msg: 'inside', reqId: 'req-7' },
      {
        time: expect.any(String),
        level: 'error',
        pid: process.pid,
        context: 'Media',
        msg: 'failed',
        stack: 'Error: boom\n    at somewhere',
      },
    ]);
    expect(lines.every((l) => l.endsWith('\n') && l.trim().split('\n').length === 1)).toBe(true);
  });

  it('honours LOG_LEVEL', () => {
    const logger = new AppLogger({ production: true, logLevel: 'warn' });
    const lines = capture(() => {
      logger.log('hidden', 'Boot');
      logger.debug('hidden', 'Boot');
      logger.warn('shown', 'Boot');
    });
    expect(lines.map((l) => JSON.parse(l).msg)).toEqual(['shown']);
    const silent = new AppLogger({ production: true, logLevel: 'silent' });
    expect(capture(() => silent.error('nothing', 'Boot'))).toEqual([]);
  });
});
