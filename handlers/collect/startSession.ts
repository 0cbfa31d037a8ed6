import type { Handler } from '../../src/http/types';
import { startSession as start } from '../../src/responses/collect';
import { parseDevice, readGeography } from '../../src/responses/device';
import { fingerprint } from '../../src/responses/tokens';

export const startSession: Handler<'startSession'> = async (ctx) => {
  const { config } = ctx.services;
  const { ip, userAgent } = ctx.client;
  const who = {
    userAgent,
    device: parseDevice(userAgent),
    geography: readGeography(ctx.client.header, { country: config.geoCountryHeader, region: config.geoRegionHeader }),
    fingerprint: fingerprint(config.secretKey, ip, userAgent ?? ''),
  };
  return { status: 201, body: await start(ctx.services.db, ctx.resources.survey, ctx.body, who) };
};
