// Every operationId of openapi.yaml and its handler. Typed by the generated operation list, so an operation
// without a handler (or a handler for an operation the contract no longer has) fails the build.
import type { Handler, OperationId } from '../src/http/types';
import { listSurveys } from './surveys/listSurveys';
import { createSurvey } from './surveys/createSurvey';
import { getSurvey } from './surveys/getSurvey';
import { updateSurvey } from './surveys/updateSurvey';
import { deleteSurvey } from './surveys/deleteSurvey';
import { listFolders } from './organization/listFolders';
import { createFolder } from './organization/createFolder';
import { getFolder } from './organization/getFolder';
import { updateFolder } from './organization/updateFolder';
import { deleteFolder } from './organization/deleteFolder';
import { getFolderPermissions } from './organization/getFolderPermissions';
import { setFolderPermissions } from './organization/setFolderPermissions';
import { listTags } from './organization/listTags';
import { createTag } from './organization/createTag';
import { getTag } from './organization/getTag';
import { updateTag } from './organization/updateTag';
import { deleteTag } from './organization/deleteTag';
import { listUserGroups } from './organization/listUserGroups';
import { createUserGroup } from './organization/createUserGroup';
import { getUserGroup } from './organization/getUserGroup';
import { updateUserGroup } from './organization/updateUserGroup';
import { deleteUserGroup } from './organization/deleteUserGroup';
import { listUserGroupMembers } from './organization/listUserGroupMembers';
import { setUserGroupMembers } from './organization/setUserGroupMembers';
import { setSurveyFolder } from './surveys/setSurveyFolder';
import { setSurveyTags } from './surveys/setSurveyTags';
import { listCollectors } from './collectors/listCollectors';
import { createCollector } from './collectors/createCollector';
import { getCollector } from './collectors/getCollector';
import { updateCollector } from './collectors/updateCollector';
import { deleteCollector } from './collectors/deleteCollector';
import { createEmailSend } from './collectors/createEmailSend';
import { listVariables } from './variables/listVariables';
import { createVariable } from './variables/createVariable';
import { previewVariable } from './variables/previewVariable';
import { getVariable } from './variables/getVariable';
import { updateVariable } from './variables/updateVariable';
import { deleteVariable } from './variables/deleteVariable';
import { getCalibrationPriors } from './calibration/getCalibrationPriors';
import { putCalibrationPriors } from './calibration/putCalibrationPriors';
import { getCalibrationObjective } from './calibration/getCalibrationObjective';
import { putCalibrationObjective } from './calibration/putCalibrationObjective';
import { getInsignificancePrediction } from './calibration/getInsignificancePrediction';
import { listArms } from './calibration/listArms';
import { createArm } from './calibration/createArm';
import { getArm } from './calibration/getArm';
import { updateArm } from './calibration/updateArm';
import { deleteArm } from './calibration/deleteArm';
import { getCalibrationStatus } from './calibration/getCalibrationStatus';
import { listInstruments } from './instruments/listInstruments';
import { getInstrument } from './instruments/getInstrument';
import { listSurveyInstruments } from './instruments/listSurveyInstruments';
import { addSurveyInstrument } from './instruments/addSurveyInstrument';
import { removeSurveyInstrument } from './instruments/removeSurveyInstrument';
import { getInstrumentScores } from './instruments/getInstrumentScores';
import { listProbes } from './instruments/listProbes';
import { createProbe } from './instruments/createProbe';
import { getProbe } from './instruments/getProbe';
import { updateProbe } from './instruments/updateProbe';
import { deleteProbe } from './instruments/deleteProbe';
import { listDebriefs } from './debriefs/listDebriefs';
import { createDebrief } from './debriefs/createDebrief';
import { getDebrief } from './debriefs/getDebrief';
import { closeDebrief } from './debriefs/closeDebrief';
import { getDebriefFindings } from './debriefs/getDebriefFindings';
import { startDebriefSession } from './collect/startDebriefSession';
import { getDebriefSession } from './collect/getDebriefSession';
import { answerDebriefSession } from './collect/answerDebriefSession';
import { completeDebriefSession } from './collect/completeDebriefSession';
import { getDebriefPage } from './hosted/getDebriefPage';
import { submitDebriefPage } from './hosted/submitDebriefPage';
import { listEmailSends } from './email/listEmailSends';
import { getEmailSend } from './email/getEmailSend';
import { listEmailSendRecipients } from './email/listEmailSendRecipients';
import { listSendingDomains } from './email/listSendingDomains';
import { getSendingDomain } from './email/getSendingDomain';
import { getUnsubscribePage } from './hosted/getUnsubscribePage';
import { unsubscribe } from './hosted/unsubscribe';
import { getHostedPage } from './hosted/getHostedPage';
import { submitHostedPage } from './hosted/submitHostedPage';
import { getHostedPageAsset } from './hosted/getHostedPageAsset';
import { getRewardPool } from './rewards/getRewardPool';
import { updateRewardSettings } from './rewards/updateRewardSettings';
import { uploadRewardCodes } from './rewards/uploadRewardCodes';
import { deleteUnassignedRewardCodes } from './rewards/deleteUnassignedRewardCodes';
import { listRewardAssignments } from './rewards/listRewardAssignments';
import { listContacts } from './contacts/listContacts';
import { createContact } from './contacts/createContact';
import { importContacts } from './contacts/importContacts';
import { getContact } from './contacts/getContact';
import { updateContact } from './contacts/updateContact';
import { deleteContact } from './contacts/deleteContact';
import { listContactLists } from './contacts/listContactLists';
import { createContactList } from './contacts/createContactList';
import { getContactList } from './contacts/getContactList';
import { updateContactList } from './contacts/updateContactList';
import { deleteContactList } from './contacts/deleteContactList';
import { listContactListMembers } from './contacts/listContactListMembers';
import { addContactListMembers } from './contacts/addContactListMembers';
import { removeContactListMember } from './contacts/removeContactListMember';
import { listSuppressions } from './contacts/listSuppressions';
import { createSuppression } from './contacts/createSuppression';
import { deleteSuppression } from './contacts/deleteSuppression';
import { listQuestions } from './questions/listQuestions';
import { createQuestion } from './questions/createQuestion';
import { getQuestion } from './questions/getQuestion';
import { updateQuestion } from './questions/updateQuestion';
import { deleteQuestion } from './questions/deleteQuestion';
import { listResponses } from './responses/listResponses';
import { importResponses } from './responses/importResponses';
import { exportResponses } from './responses/exportResponses';
import { getSurveyAnalytics } from './analytics/getSurveyAnalytics';
import { getQuestionAnalytics } from './analytics/getQuestionAnalytics';
import { getQualityAnalytics } from './analytics/getQualityAnalytics';
import { getFunnelAnalytics } from './analytics/getFunnelAnalytics';
import { getFlowAnalytics } from './analytics/getFlowAnalytics';
import { getCrossTabulation } from './analytics/getCrossTabulation';
import { getInsights } from './conclusions/getInsights';
import { askSurvey } from './conclusions/askSurvey';
import { getExecutiveSummary } from './conclusions/getExecutiveSummary';
import { checkClaim } from './conclusions/checkClaim';
import { getReport } from './conclusions/getReport';
import { comparePhrasings } from './conclusions/comparePhrasings';
import { requestResearchReview } from './review/requestResearchReview';
import { getResearchReview } from './review/getResearchReview';
import { decideReviewRecommendation } from './review/decideReviewRecommendation';
import { listWebhooks } from './webhooks/listWebhooks';
import { createWebhook } from './webhooks/createWebhook';
import { getWebhook } from './webhooks/getWebhook';
import { deleteWebhook } from './webhooks/deleteWebhook';
import { listWebhookDeliveries } from './webhooks/listWebhookDeliveries';
import { testWebhook } from './webhooks/testWebhook';
import { analyzeHealthCheck } from './health/analyzeHealthCheck';
import { getRespondentSurvey } from './collect/getRespondentSurvey';
import { startSession } from './collect/startSession';
import { submitAnswers } from './collect/submitAnswers';
import { completeSession } from './collect/completeSession';
import { getSession } from './collect/getSession';
import { getOpenApiYaml } from './service/getOpenApiYaml';
import { getOpenApiJson } from './service/getOpenApiJson';
import { getLiveness } from './service/getLiveness';
import { getRoot } from './service/getRoot';
import { getReadiness } from './service/getReadiness';
import { getApiReference } from './service/getApiReference';
import { getApiReferenceAsset } from './service/getApiReferenceAsset';
import { getProblemType } from './service/getProblemType';

export const handlers: { [O in OperationId]: Handler<O> } = {
  listSurveys,
  createSurvey,
  getSurvey,
  updateSurvey,
  deleteSurvey,
  setSurveyFolder,
  setSurveyTags,
  listContacts,
  createContact,
  importContacts,
  getContact,
  updateContact,
  deleteContact,
  listContactLists,
  createContactList,
  getContactList,
  updateContactList,
  deleteContactList,
  listContactListMembers,
  addContactListMembers,
  removeContactListMember,
  listSuppressions,
  createSuppression,
  deleteSuppression,
  listCollectors,
  createCollector,
  getCollector,
  updateCollector,
  deleteCollector,
  createEmailSend,
  listVariables,
  createVariable,
  previewVariable,
  getVariable,
  updateVariable,
  deleteVariable,
  getCalibrationPriors,
  putCalibrationPriors,
  getCalibrationObjective,
  putCalibrationObjective,
  getInsignificancePrediction,
  listArms,
  createArm,
  getArm,
  updateArm,
  deleteArm,
  getCalibrationStatus,
  listInstruments,
  getInstrument,
  listSurveyInstruments,
  addSurveyInstrument,
  removeSurveyInstrument,
  getInstrumentScores,
  listProbes,
  createProbe,
  getProbe,
  updateProbe,
  deleteProbe,
  listDebriefs,
  createDebrief,
  getDebrief,
  closeDebrief,
  getDebriefFindings,
  startDebriefSession,
  getDebriefSession,
  answerDebriefSession,
  completeDebriefSession,
  getDebriefPage,
  submitDebriefPage,
  listEmailSends,
  getEmailSend,
  listEmailSendRecipients,
  listSendingDomains,
  getSendingDomain,
  getUnsubscribePage,
  unsubscribe,
  getHostedPage,
  submitHostedPage,
  getHostedPageAsset,
  getRewardPool,
  updateRewardSettings,
  uploadRewardCodes,
  deleteUnassignedRewardCodes,
  listRewardAssignments,
  listFolders,
  createFolder,
  getFolder,
  updateFolder,
  deleteFolder,
  getFolderPermissions,
  setFolderPermissions,
  listTags,
  createTag,
  getTag,
  updateTag,
  deleteTag,
  listUserGroups,
  createUserGroup,
  getUserGroup,
  updateUserGroup,
  deleteUserGroup,
  listUserGroupMembers,
  setUserGroupMembers,
  listQuestions,
  createQuestion,
  getQuestion,
  updateQuestion,
  deleteQuestion,
  listResponses,
  importResponses,
  exportResponses,
  getSurveyAnalytics,
  getQuestionAnalytics,
  getQualityAnalytics,
  getFunnelAnalytics,
  getFlowAnalytics,
  getCrossTabulation,
  getInsights,
  askSurvey,
  getExecutiveSummary,
  checkClaim,
  getReport,
  comparePhrasings,
  analyzeHealthCheck,
  requestResearchReview,
  getResearchReview,
  decideReviewRecommendation,
  listWebhooks,
  createWebhook,
  getWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  testWebhook,
  getRespondentSurvey,
  startSession,
  submitAnswers,
  completeSession,
  getSession,
  getOpenApiYaml,
  getOpenApiJson,
  getLiveness,
  getRoot,
  getReadiness,
  getApiReference,
  getApiReferenceAsset,
  getProblemType,
};
