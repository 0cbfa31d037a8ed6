// The operations of the contract's "Instruments" tag (openapi.yaml), each a few lines over its capability.
import type { Handler } from '../src/http/types';
import * as probes from '../src/instruments/probes';
import { createProbe as create, probe, deleteProbe as remove, updateProbe as update } from '../src/instruments/probes';
import * as instruments from '../src/instruments/service';
import { addInstrument, catalogue, catalogueEntry, instrumentScores, removeInstrument } from '../src/instruments/service';

export const listInstruments: Handler<'listInstruments'> = async () => ({ status: 200, body: catalogue() });

export const getInstrument: Handler<'getInstrument'> = async (ctx) => ({ status: 200, body: catalogueEntry(ctx.params.instrumentId) });

export const listSurveyInstruments: Handler<'listSurveyInstruments'> = async (ctx) => ({
  status: 200,
  body: await instruments.listSurveyInstruments(ctx.services.db, ctx.resources.survey),
});

export const addSurveyInstrument: Handler<'addSurveyInstrument'> = async (ctx) => {
  const instance = await addInstrument(ctx.services.db, ctx.resources.survey, ctx.body);
  return { status: 201, body: instance, headers: { Location: `/api/v1/surveys/${instance.surveyId}/instruments/${instance.id}/scores` } };
};

export const removeSurveyInstrument: Handler<'removeSurveyInstrument'> = async (ctx) => {
  await removeInstrument(ctx.services.db, ctx.resources.instance, ctx.query.acknowledgeConsequence === 'true');
  return { status: 204 };
};

export const getInstrumentScores: Handler<'getInstrumentScores'> = async (ctx) => ({
  status: 200,
  body: await instrumentScores(ctx.services.db, ctx.resources.instance),
});

export const listProbes: Handler<'listProbes'> = async (ctx) => ({
  status: 200,
  body: await probes.listProbes(ctx.services.db, ctx.resources.survey),
});

export const createProbe: Handler<'createProbe'> = async (ctx) => {
  const probe = await create(ctx.services.db, ctx.resources.survey, ctx.body);
  return { status: 201, body: probe, headers: { Location: `/api/v1/surveys/${probe.surveyId}/probes/${probe.id}` } };
};

export const getProbe: Handler<'getProbe'> = async (ctx) => ({ status: 200, body: probe(ctx.resources.probe) });

export const updateProbe: Handler<'updateProbe'> = async (ctx) => ({
  status: 200,
  body: await update(ctx.services.db, ctx.resources.probe, ctx.body),
});

export const deleteProbe: Handler<'deleteProbe'> = async (ctx) => {
  await remove(ctx.services.db, ctx.resources.probe);
  return { status: 204 };
};
