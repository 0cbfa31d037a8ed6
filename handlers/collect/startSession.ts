import type { Handler } from '../../src/http/types';
import { startSession as start } from '../../src/responses/collect';
import { parseDevice, readGeography } from '../../src/responses/device';
import { fingerprint } from '../../src/responses/tokens';
import { linkedContact } from '../../src/contacts/links';

export const startSession: Handler<'startSession'> = async (ctx) => {
  const { config } = ctx.services;
  const { ip, userAgent } = ctx.client;
  const who = {
    userAgent,
    device: parseDevice(userAgent),
    geography: readGeography(ctx.client.header, { country: config.geoCountryHeader, region: config.geoRegionHeader }),
    fingerprint: fingerprint(config.secretKey, ip, userAgent ?? ''),
  };
  // Only a personal link's token attaches a contact (D16): verified here, and the contact must still exist.
  const token = ctx.body?.contactToken;
  const contactId = token === undefined ? null : await linkedContact(ctx.services.db, config.secretKey, token, ctx.resources.survey);
  return { status: 201, body: await start(ctx.services.db, ctx.resources.survey, ctx.body, who, contactId) };
};
