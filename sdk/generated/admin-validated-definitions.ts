// Auto-generated from openapi/admin.yaml by openapi/scripts/generate.ts. Do not edit: run `npm run generate`.

/* The admin group's operations, each with how to check its 200 body (a client built from these validates). */
import { withoutPersonalData } from '../errors/personal-data.ts';
import { assertValid } from '../validation/assert-valid.ts';
import * as validators from './admin-validators.ts';

/** getActivityStatistics: GET /api/v1/activitystatistics/getactivitystatistics (query), its 200 body checked. */
export const getActivityStatistics = {
  operationId: 'getActivityStatistics',
  method: 'get',
  path: '/api/v1/activitystatistics/getactivitystatistics',
  query: ['from','to','dealerId'],
  body: null,
  secure: false,
  kind: 'query',
  validate: validators.getActivityStatistics,
  assertValid,
} as const;

/** autocomplete: GET /api/v1/autocomplete/autocomplete (query), its 200 body checked. */
export const autocomplete = {
  operationId: 'autocomplete',
  method: 'get',
  path: '/api/v1/autocomplete/autocomplete',
  query: ['term','limit'],
  body: null,
  secure: false,
  kind: 'query',
  validate: validators.autocomplete,
  assertValid,
} as const;

/** getDealerUsers: GET /api/v1/dealerusers/getdealerusers (query), its 200 body checked. */
export const getDealerUsers = {
  operationId: 'getDealerUsers',
  method: 'get',
  path: '/api/v1/dealerusers/getdealerusers',
  query: ['dealerId'],
  body: null,
  secure: false,
  kind: 'query',
  validate: validators.getDealerUsers,
  assertValid,
} as const;

/** updateNotificationState: POST /api/v1/notification/updatestate (mutation), its 200 body checked. */
export const updateNotificationState = {
  operationId: 'updateNotificationState',
  method: 'post',
  path: '/api/v1/notification/updatestate',
  query: ['notificationId','state'],
  body: null,
  secure: false,
  kind: 'mutation',
  validate: validators.updateNotificationState,
  assertValid,
} as const;

/** initialPayloadRequest: POST /api/v1/proposalstatus/initialpayloadrequest (mutation), its 200 body checked. */
export const initialPayloadRequest = {
  operationId: 'initialPayloadRequest',
  method: 'post',
  path: '/api/v1/proposalstatus/initialpayloadrequest',
  query: [],
  body: 'object',
  secure: false,
  kind: 'mutation',
  validate: validators.initialPayloadRequest,
  assertValid,
} as const;

/** proposalSubmitted: POST /api/v1/proposalstatus/proposalsubmitted (mutation), its 200 body checked. */
export const proposalSubmitted = {
  operationId: 'proposalSubmitted',
  method: 'post',
  path: '/api/v1/proposalstatus/proposalsubmitted',
  query: [],
  body: 'object',
  secure: false,
  kind: 'mutation',
  validate: validators.proposalSubmitted,
  assertValid,
} as const;

/** decisionReturned: POST /api/v1/proposalstatus/decisionreturned (mutation), its 200 body checked. */
export const decisionReturned = {
  operationId: 'decisionReturned',
  method: 'post',
  path: '/api/v1/proposalstatus/decisionreturned',
  query: [],
  body: 'object',
  secure: false,
  kind: 'mutation',
  validate: validators.decisionReturned,
  assertValid,
} as const;

/** saveQuoteRequest: POST /api/v1/quote/savequoterequest (mutation), its 200 body checked. */
export const saveQuoteRequest = {
  operationId: 'saveQuoteRequest',
  method: 'post',
  path: '/api/v1/quote/savequoterequest',
  query: [],
  body: 'object',
  secure: false,
  kind: 'mutation',
  validate: validators.saveQuoteRequest,
  assertValid,
} as const;

/** getQuoteRequest: GET /api/v1/quote/getquoterequest (query), its 200 body checked. */
export const getQuoteRequest = {
  operationId: 'getQuoteRequest',
  method: 'get',
  path: '/api/v1/quote/getquoterequest',
  query: ['quoteRequestId'],
  body: null,
  secure: false,
  kind: 'query',
  validate: validators.getQuoteRequest,
  assertValid,
} as const;

/** sendGridEvent: POST /sendgridevent (mutation), its 200 body checked. */
export const sendGridEvent = {
  operationId: 'sendGridEvent',
  method: 'post',
  path: '/sendgridevent',
  query: [],
  body: 'array',
  secure: false,
  kind: 'mutation',
  validate: validators.sendGridEvent,
  assertValid,
} as const;

/** getVrmData: POST /api/v1/vrmlookup/getvrmdata (query), its 200 body checked. */
export const getVrmData = {
  operationId: 'getVrmData',
  method: 'post',
  path: '/api/v1/vrmlookup/getvrmdata',
  query: ['vrm'],
  body: null,
  secure: false,
  kind: 'query',
  personal: ['vrm'],
  hidePersonal: withoutPersonalData,
  validate: validators.getVrmData,
  assertValid,
} as const;

/** updateVehicleMileage: POST /api/v1/vrmlookup/updatevehiclemileage (mutation), its 200 body checked. */
export const updateVehicleMileage = {
  operationId: 'updateVehicleMileage',
  method: 'post',
  path: '/api/v1/vrmlookup/updatevehiclemileage',
  query: ['vrm','mileage'],
  body: null,
  secure: false,
  kind: 'mutation',
  personal: ['vrm'],
  hidePersonal: withoutPersonalData,
  validate: validators.updateVehicleMileage,
  assertValid,
} as const;
