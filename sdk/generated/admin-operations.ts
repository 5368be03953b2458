// Auto-generated from openapi/admin.yaml by openapi/scripts/generate.ts. Do not edit: run `npm run generate`.

/** How to call each operation of the admin group: method, path, parameter locations, body kind and security. */
export const adminOperations = {
  getActivityStatistics: {
    method: 'get',
    path: '/api/v1/activitystatistics/getactivitystatistics',
    query: ['from','to','dealerId'],
    header: ['RequestVerificationToken','X-Client-Id'],
    body: null,
    secure: false,
  },
  autocomplete: {
    method: 'get',
    path: '/api/v1/autocomplete/autocomplete',
    query: ['term','limit'],
    header: ['RequestVerificationToken','X-Client-Id'],
    body: null,
    secure: false,
  },
  getDealerUsers: {
    method: 'get',
    path: '/api/v1/dealerusers/getdealerusers',
    query: ['dealerId'],
    header: ['RequestVerificationToken','X-Client-Id'],
    body: null,
    secure: false,
  },
  updateNotificationState: {
    method: 'post',
    path: '/api/v1/notification/updatestate',
    query: ['notificationId','state'],
    header: ['RequestVerificationToken','X-Client-Id'],
    body: null,
    secure: false,
  },
  initialPayloadRequest: {
    method: 'post',
    path: '/api/v1/proposalstatus/initialpayloadrequest',
    query: [],
    header: ['RequestVerificationToken','X-Client-Id'],
    body: 'object',
    secure: false,
  },
  proposalSubmitted: {
    method: 'post',
    path: '/api/v1/proposalstatus/proposalsubmitted',
    query: [],
    header: ['RequestVerificationToken','X-Client-Id'],
    body: 'object',
    secure: false,
  },
  decisionReturned: {
    method: 'post',
    path: '/api/v1/proposalstatus/decisionreturned',
    query: [],
    header: ['RequestVerificationToken','X-Client-Id'],
    body: 'object',
    secure: false,
  },
  saveQuoteRequest: {
    method: 'post',
    path: '/api/v1/quote/savequoterequest',
    query: [],
    header: ['RequestVerificationToken','X-Client-Id'],
    body: 'object',
    secure: false,
  },
  getQuoteRequest: {
    method: 'get',
    path: '/api/v1/quote/getquoterequest',
    query: ['quoteRequestId'],
    header: ['RequestVerificationToken','X-Client-Id'],
    body: null,
    secure: false,
  },
  sendGridEvent: {
    method: 'post',
    path: '/sendgridevent',
    query: [],
    header: ['RequestVerificationToken','X-Client-Id'],
    body: 'array',
    secure: false,
  },
  getVrmData: {
    method: 'post',
    path: '/api/v1/vrmlookup/getvrmdata',
    query: ['vrm'],
    header: ['RequestVerificationToken','X-Client-Id'],
    body: null,
    secure: false,
  },
  updateVehicleMileage: {
    method: 'post',
    path: '/api/v1/vrmlookup/updatevehiclemileage',
    query: ['vrm','mileage'],
    header: ['RequestVerificationToken','X-Client-Id'],
    body: null,
    secure: false,
  },
} as const;

/** Default admin host per environment, from the document's servers. */
export const adminServers = {
  development: 'https://admin-api.dev.hcuk.example',
  staging: 'https://admin-api.staging.hcuk.example',
  production: 'https://admin-api.hcuk.example',
} as const;
