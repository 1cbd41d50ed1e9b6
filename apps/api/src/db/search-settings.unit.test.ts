import { describe, expect, it } from 'vitest';
import { searchPoolUrl, searchSessionOptions } from './search-settings';

describe('the search pool’s connection URL', () => {
  it('carries the search settings as the startup options of a URL without any', () => {
    const url = new URL(searchPoolUrl('postgres://postgres@127.0.0.1:5432/market'));
    expect(url.searchParams.get('options')).toBe(searchSessionOptions());
    expect(`${url.host}${url.pathname}`).toBe('127.0.0.1:5432/market');
  });

  it('adds them to the options a URL already carries instead of losing either, and keeps its other parameters and credentials', () => {
    const url = new URL(searchPoolUrl('postgresql://app:p%40ss@db.internal/market?sslmode=require&options=-c%20statement_timeout%3D5000'));
    expect(url.searchParams.get('options')).toBe(`-c statement_timeout=5000 ${searchSessionOptions()}`);
    expect(url.searchParams.get('sslmode')).toBe('require');
    expect(decodeURIComponent(url.password)).toBe('p@ss');
    expect(url.username).toBe('app');
  });
});
