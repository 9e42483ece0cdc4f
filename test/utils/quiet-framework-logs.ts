import { Logger } from '@nestjs/common';

/**
 * Jest setup of the api and browser projects: Nest's static logger, used before (or without) an app's
 * AppLogger — an embedded PostgreSQL a test starts itself relays initdb's and the server's lines at
 * verbose — prints only warnings and errors, as the test apps do (LOG_LEVEL=error). Passing tests
 * print no VERBOSE lines (issue 29 item 5).
 */
Logger.overrideLogger(['fatal', 'error', 'warn']);
