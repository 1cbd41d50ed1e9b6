import { describe, expect, it } from 'vitest';
import { connectionFor, majorOfToolVersion, toolFitsServer } from './pg-tools';

describe('the PostgreSQL client tools a backup uses', () => {
  it("reads the major version of pg_dump's and pg_restore's --version", () => {
    expect(majorOfToolVersion('pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)\n')).toBe(15);
    expect(majorOfToolVersion('pg_restore (PostgreSQL) 17.2\n')).toBe(17);
    expect(majorOfToolVersion('something else')).toBeNull();
  });

  it('refuses, in one line, a pg_dump older than the server or none at all', () => {
    expect(toolFitsServer('pg_dump', 15, 15)).toBeNull();
    expect(toolFitsServer('pg_dump', 16, 15)).toBeNull();
    expect(toolFitsServer('pg_dump', 15, 16)).toBe(
      'pg_dump 15 cannot work with a PostgreSQL 16 server: install the client tools of version 16 or newer.',
    );
    expect(toolFitsServer('pg_restore', null, 15)).toMatch(/^pg_restore was not found: install the PostgreSQL client tools, version 15/);
  });

  it('keeps the password off the command line (other users read it in /proc): it goes in PGPASSWORD', () => {
    const { dbname, env } = connectionFor('postgres://campus:s%40cret@db:5432/campus_market?sslmode=require');
    expect(dbname).toBe('postgres://campus@db:5432/campus_market?sslmode=require');
    expect(env.PGPASSWORD).toBe('s@cret');
    expect(connectionFor('postgres://postgres@127.0.0.1:5432/x').env.PGPASSWORD).toBe(process.env.PGPASSWORD);
  });
});
