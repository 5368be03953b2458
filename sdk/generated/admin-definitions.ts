// Auto-generated from openapi/admin.yaml by openapi/scripts/generate.ts. Do not edit: run `npm run generate`.

/* The admin group's operations, one definition each: how to call it. */
import { withoutPersonalData } from '../errors/personal-data.ts';

/** getActivityStatistics: GET /api/v1/activitystatistics/getactivitystatistics (query). */
export const getActivityStatistics = {
  operationId: 'getActivityStatistics',
  method: 'get',
  path: '/api/v1/activitystatistics/getactivitystatistics',
  query: ['from','to','dealerId'],
  body: null,
  secure: false,
  kind: 'query',
} as const;

/** autocomplete: GET /api/v1/autocomplete/autocomplete (query). */
export const autocomplete = {
  operationId: 'autocomplete',
  method: 'get',
  path: '/api/v1/autocomplete/autocomplete',
  query: ['term','limit'],
  body: null,
  secure: false,
  kind: 'query',
} as const;

/** getDealerUsers: GET /api/v1/dealerusers/getdealerusers (query). */
export const getDealerUsers = {
  operationId: 'getDealerUsers',
  method: 'get',
  path: '/api/v1/dealerusers/getdealerusers',
  query: ['dealerId'],
  body: null,
  secure: false,
  kind: 'query',
} as const;

/** updateNotificationState: POST /api/v1/notification/updatestate (mutation). */
export const updateNotificationState = {
  operationId: 'updateNotificationState',
  method: 'post',
  path: '/api/v1/notification/updatestate',
  query: ['notificationId','state'],
  body: null,
  secure: false,
  kind: 'mutation',
} as const;

/** initialPayloadRequest: POST /api/v1/proposalstatus/initialpayloadrequest (mutation). */
export const initialPayloadRequest = {
  operationId: 'initialPayloadRequest',
  method: 'post',
  path: '/api/v1/proposalstatus/initialpayloadrequest',
  query: [],
  body: 'object',
  secure: false,
  kind: 'mutation',
} as const;

/** proposalSubmitted: POST /api/v1/proposalstatus/proposalsubmitted (mutation). */
export const proposalSubmitted = {
  operationId: 'proposalSubmitted',
  method: 'post',
  path: '/api/v1/proposalstatus/proposalsubmitted',
  query: [],
  body: 'object',
  secure: false,
  kind: 'mutation',
} as const;

/** decisionReturned: POST /api/v1/proposalstatus/decisionreturned (mutation). */
export const decisionReturned = {
  operationId: 'decisionReturned',
  method: 'post',
  path: '/api/v1/proposalstatus/decisionreturned',
  query: [],
  body: 'object',
  secure: false,
  kind: 'mutation',
} as const;

/** saveQuoteRequest: POST /api/v1/quote/savequoterequest (mutation). */
export const saveQuoteRequest = {
  operationId: 'saveQuoteRequest',
  method: 'post',
  path: '/api/v1/quote/savequoterequest',
  query: [],
  body: 'object',
  secure: false,
  kind: 'mutation',
} as const;

/** getQuoteRequest: GET /api/v1/quote/getquoterequest (query). */
export const getQuoteRequest = {
  operationId: 'getQuoteRequest',
  method: 'get',
  path: '/api/v1/quote/getquoterequest',
  query: ['quoteRequestId'],
  body: null,
  secure: false,
  kind: 'query',
} as const;

/** sendGridEvent: POST /sendgridevent (mutation). */
export const sendGridEvent = {
  operationId: 'sendGridEvent',
  method: 'post',
  path: '/sendgridevent',
  query: [],
  body: 'array',
  secure: false,
  kind: 'mutation',
} as const;

/** getVrmData: POST /api/v1/vrmlookup/getvrmdata (query). */
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
} as const;

/** updateVehicleMileage: POST /api/v1/vrmlookup/updatevehiclemileage (mutation). */
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
} as const;
