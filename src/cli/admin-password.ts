/**
 * npm run admin:password — sets a new password for the administrator (ADMIN_USERNAME, default
 * "admin"). The password comes from NEW_PASSWORD, or is asked for on the terminal (not echoed,
 * asked twice), or read from the first line of stdin when piped. Every signed-in session ends and every
 * sign-in lock is lifted. `--turn-off-two-factor` also turns two-factor sign-in off, for an owner who has
 * lost both the authenticator and the recovery codes.
 */
import 'reflect-metadata';
import { createInterface } from 'node:readline';
import { AdminAccountError, passwordProblem, setAdminPassword } from '../auth/admin-account';
import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig } from '../config/app-config';
import { openCliDatabase } from './cli-database';

/** Reads one line from a terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    let value = '';
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          finish();
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          finish();
          reject(new AdminAccountError('Cancelled.'));
          return;
        }
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else value += char;
      }
    };
    const finish = () => {
      stdin.removeListener('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
    };
    stdin.on('data', onData);
  });
}

/** The first line of piped stdin. */
function readFirstLine(): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin });
    let answered = false;
    rl.once('line', (line) => {
      answered = true;
      rl.close();
      resolve(line);
    });
    rl.once('close', () => {
      if (!answered) resolve('');
    });
  });
}

async function newPassword(username: string): Promise<string> {
  const fromEnv = process.env.NEW_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) return readFirstLine();
  for (;;) {
    const first = await askHidden(`New password for ${username}: `);
    const problem = passwordProblem(first);
    if (problem) {
      process.stdout.write(`${problem}\n`);
      continue;
    }
    if ((await askHidden('Repeat it: ')) === first) return first;
    process.stdout.write('The two passwords differ; try again.\n');
  }
}

async function main(): Promise<void> {
  // The embedded PostgreSQL's own chatter is verbose-level; a command-line tool shows progress and problems only.
  Logger.overrideLogger(['log', 'warn', 'error', 'fatal']);
  const args = process.argv.slice(2);
  const unknown = args.find((arg) => arg !== '--turn-off-two-factor');
  if (unknown) throw new AdminAccountError(`Unknown option ${unknown}; the only option is --turn-off-two-factor.`);
  const turnOffTwoFactor = args.includes('--turn-off-two-factor');
  const config = loadConfig();
  const username = config.adminUsername;
  const password = await newPassword(username);
  const problem = passwordProblem(password);
  if (problem) throw new AdminAccountError(problem);
  const db = await openCliDatabase(config);
  try {
    const outcome = await setAdminPassword(db.orm.em.fork(), username, password, { turnOffTwoFactor });
    process.stdout.write(
      outcome === 'created'
        ? `Administrator ${username} created.\n`
        : `Password changed for ${username}. Every signed-in session has been signed out.\n`,
    );
    if (turnOffTwoFactor && outcome === 'updated') {
      process.stdout.write('Two-factor sign-in is off: sign in with the password, then turn it on again under Account.\n');
    }
  } finally {
    await db.close();
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    const known = error instanceof ConfigError || error instanceof AdminAccountError;
    process.stderr.write(
      `${error instanceof ConfigError ? 'Configuration error: ' : ''}${known ? error.message : `Could not set the password: ${error.message}`}\n`,
    );
    process.exit(error instanceof ConfigError ? 78 : 1);
  },
);
