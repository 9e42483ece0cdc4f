import { DriverException } from '@mikro-orm/core';
import { isConnectionFailure } from './http-error.filter';

/** A database error as MikroORM hands it on: the driver's error wrapped, its SQLSTATE kept in `code`. */
function driverError(code: string, message: string): DriverException {
  return new DriverException(Object.assign(new Error(message), { code }));
}

describe(isConnectionFailure.name, () => {
  it("takes PgBouncer's errors while PostgreSQL is away (08P01) for an outage: 503, not 500 (issue 26 item 6)", () => {
    // What test/prod/cluster.sh met: PostgreSQL stopped behind PgBouncer, an API read answered 500.
    expect(isConnectionFailure(driverError('08P01', 'server login has been failing, try again later (server_login_retry)'))).toBe(true);
    expect(isConnectionFailure(driverError('08P01', 'server conn crashed?'))).toBe(true);
    expect(isConnectionFailure(driverError('08P01', 'query_wait_timeout'))).toBe(true);
  });

  it("takes knex's error for a transaction whose COMMIT went down with the connection for an outage", () => {
    // What test/prod/cluster.sh met: a guide save in flight when PostgreSQL stopped answered 500.
    expect(isConnectionFailure(new Error('Transaction query already complete, run with DEBUG=knex:tx for more info'))).toBe(true);
  });

  it('takes every connection exception (SQLSTATE class 08) and the shutdown codes for an outage', () => {
    for (const code of ['08000', '08001', '08003', '08004', '08006', '08007', '57P01', '57P02', '57P03', '53300', '57014']) {
      expect([code, isConnectionFailure(driverError(code, 'x'))]).toEqual([code, true]);
    }
  });

  it('leaves other database errors alone (a unique violation, a syntax error, a bad text value)', () => {
    for (const code of ['23505', '42601', '22021', '0800', '080000', 'X08P01']) {
      expect([code, isConnectionFailure(driverError(code, 'x'))]).toEqual([code, false]);
    }
  });
});
