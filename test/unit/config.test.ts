// The environment's numbers: a value that is not one stops the start with the variable's name, instead of a NaN
// limit that lets every request through or none.
import { loadConfig, numberFrom } from '../../src/config';

const env = (extra: Record<string, string>) => ({ SECRET_KEY: 'test', DATA_DIR: '/nonexistent-fieldwork', ...extra });

describe('numbers from the environment', () => {
  it('takes the default when a variable is unset or empty, and the value when it is a number', () => {
    expect(numberFrom({}, 'PORT', 3000)).toBe(3000);
    expect(numberFrom({ PORT: '' }, 'PORT', 3000)).toBe(3000);
    expect(numberFrom({ PORT: ' 8080 ' }, 'PORT', 3000)).toBe(8080);
    expect(numberFrom({ EMAIL_RATE_PER_SECOND: '0.5' }, 'EMAIL_RATE_PER_SECOND', 5)).toBe(0.5);
  });

  it.each(['abc', '-1', '10 per minute', 'Infinity'])('refuses %p, naming the variable', (value) => {
    expect(() => loadConfig(env({ RATE_LIMIT_PER_MINUTE: value }))).toThrow(
      `RATE_LIMIT_PER_MINUTE must be a non-negative number, not '${value.trim()}'`,
    );
  });

  it('reads every numeric setting through the same check', () => {
    expect(loadConfig(env({ RATE_LIMIT_PER_MINUTE: '42', HTTP_MAX_CONNECTIONS: '7' }))).toMatchObject({
      rateLimitPerMinute: 42,
      http: { maxConnections: 7 },
    });
    expect(() => loadConfig(env({ HTTP_MAX_CONNECTIONS: 'lots' }))).toThrow(/HTTP_MAX_CONNECTIONS/);
  });
});

describe('the formats whose export lines the keeper keeps', () => {
  it('are all four unset, none with none, or the ones listed', () => {
    expect(loadConfig(env({})).exportLinesFormats).toEqual(['csv', 'json', 'xlsx', 'spss']);
    expect(loadConfig(env({ EXPORT_LINES_FORMATS: 'none' })).exportLinesFormats).toEqual([]);
    expect(loadConfig(env({ EXPORT_LINES_FORMATS: 'csv, xlsx' })).exportLinesFormats).toEqual(['csv', 'xlsx']);
  });

  it('refuses a format there is no export in, naming the variable', () => {
    expect(() => loadConfig(env({ EXPORT_LINES_FORMATS: 'csv,sav' }))).toThrow(
      "EXPORT_LINES_FORMATS: unknown format 'sav'; use none or a comma-separated list of csv, json, xlsx, spss",
    );
  });
});

describe('the site URL the service prints and links with', () => {
  it('names the host it listens on, localhost for every interface, SITE_URL when set', () => {
    expect(loadConfig(env({ HOST: '127.0.0.2', PORT: '3302' })).siteUrl).toBe('http://127.0.0.2:3302');
    expect(loadConfig(env({ HOST: '0.0.0.0', PORT: '3302' })).siteUrl).toBe('http://localhost:3302');
    expect(loadConfig(env({ HOST: '::1', PORT: '3302' })).siteUrl).toBe('http://[::1]:3302');
    expect(loadConfig(env({ HOST: '127.0.0.2', SITE_URL: 'https://surveys.example.com/' })).siteUrl).toBe('https://surveys.example.com');
  });
});
