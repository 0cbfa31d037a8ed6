// Device from the user agent (ua-parser-js, MIT 1.x) and geography from the CDN headers the deployment names.
import { UAParser } from 'ua-parser-js';

export interface Device {
  type: 'desktop' | 'mobile' | 'tablet' | 'other';
  browser: string | null;
  os: string | null;
}

export interface Geography {
  country: string | null;
  region: string | null;
}

const DESKTOP_OS = /^(Windows|Mac OS|macOS|Linux|Ubuntu|Debian|Fedora|Chromium OS|Chrome OS|FreeBSD|OpenBSD)/i;

export function parseDevice(userAgent: string | undefined | null): Device | null {
  if (!userAgent) return null;
  const r = new UAParser(userAgent).getResult();
  const os = r.os.name ?? null;
  const browser = r.browser.name ?? null;
  let type: Device['type'] = 'other';
  if (r.device.type === 'mobile' || r.device.type === 'tablet') type = r.device.type;
  else if (!r.device.type && os && DESKTOP_OS.test(os)) type = 'desktop';
  return { type, browser, os };
}

const COUNTRY = /^[A-Z]{2}$/;
/** Longest region name kept from a header. */
const MAX_REGION_LENGTH = 100;

/** Reads the country and region from the configured request headers; values that are not sane are dropped. */
export function readGeography(get: (name: string) => string | undefined, headers: { country?: string; region?: string }): Geography {
  const country = headers.country ? get(headers.country)?.trim().toUpperCase() : undefined;
  const region = headers.region ? get(headers.region)?.trim() : undefined;
  return {
    // CDNs send XX or T1 for unknown or Tor; those are not countries.
    country: country && COUNTRY.test(country) && country !== 'XX' ? country : null,
    region: region ? region.slice(0, MAX_REGION_LENGTH) : null,
  };
}
