// Auto-generated from openapi/admin.yaml by openapi/scripts/generate.ts. Do not edit: run `npm run generate`.

import { getActivityStatistics, autocomplete, getDealerUsers, updateNotificationState, initialPayloadRequest, proposalSubmitted, decisionReturned, saveQuoteRequest, getQuoteRequest, sendGridEvent, getVrmData, updateVehicleMileage } from './admin-validated-definitions.ts';

/** Every operation of the admin group by operationId: method, path, parameter locations, body kind, security, kind (query or mutation) and response validator. */
export const adminOperations = {
  getActivityStatistics,
  autocomplete,
  getDealerUsers,
  updateNotificationState,
  initialPayloadRequest,
  proposalSubmitted,
  decisionReturned,
  saveQuoteRequest,
  getQuoteRequest,
  sendGridEvent,
  getVrmData,
  updateVehicleMileage,
} as const;
