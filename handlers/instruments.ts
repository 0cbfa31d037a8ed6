// The operations of the contract's "Instruments" tag (openapi.yaml), each a few lines over its capability.
import { ok, created, noContent } from '../src/http/replies';
import type { Handler } from '../src/http/types';
import * as probes from '../src/instruments/probes';
import { createProbe as create, probe, deleteProbe as remove, updateProbe as update } from '../src/instruments/probes';
import * as instruments from '../src/instruments/service';
import { addInstrument, catalogue, catalogueEntry, instrumentScores, removeInstrument } from '../src/instruments/service';

export const listInstruments: Handler<'listInstruments'> = async () => ({ status: 200, body: catalogue() });

export const getInstrument = ok<'getInstrument'>((ctx) => catalogueEntry(ctx.params.instrumentId));

export const listSurveyInstruments = ok<'listSurveyInstruments'>((ctx) =>
  instruments.listSurveyInstruments(ctx.services.db, ctx.resources.survey),
);

export const addSurveyInstrument = created<'addSurveyInstrument'>(
  (ctx) => addInstrument(ctx.services.db, ctx.resources.survey, ctx.body),
  (instance) => `/api/v1/surveys/${instance.surveyId}/instruments/${instance.id}/scores`,
);

export const removeSurveyInstrument = noContent<'removeSurveyInstrument'>((ctx) =>
  removeInstrument(ctx.services.db, ctx.resources.instance, ctx.query.acknowledgeConsequence === 'true'),
);

export const getInstrumentScores = ok<'getInstrumentScores'>((ctx) => instrumentScores(ctx.services.db, ctx.resources.instance));

export const listProbes = ok<'listProbes'>((ctx) => probes.listProbes(ctx.services.db, ctx.resources.survey));

export const createProbe = created<'createProbe'>(
  (ctx) => create(ctx.services.db, ctx.resources.survey, ctx.body),
  (probe) => `/api/v1/surveys/${probe.surveyId}/probes/${probe.id}`,
);

export const getProbe = ok<'getProbe'>((ctx) => probe(ctx.resources.probe));

export const updateProbe = ok<'updateProbe'>((ctx) => update(ctx.services.db, ctx.resources.probe, ctx.body));

export const deleteProbe = noContent<'deleteProbe'>((ctx) => remove(ctx.services.db, ctx.resources.probe));
