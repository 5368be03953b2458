// Auto-generated from openapi/admin.yaml by openapi/scripts/generate.ts. Do not edit: run `npm run generate`.

/* Response validators of the admin group: one per operation with a JSON 200 answer. */
import * as check from '../validation/checks.ts';
import type { Check, ValidationIssue as Issue } from '../validation/validation-issue.ts';

const types0 = ["string","null"] as const;
const values1 = ["dealer","customer","vehicle","quote"] as const;
const values2 = ["unread","read","archived"] as const;
const values3 = ["payload-requested","submitted","decision-returned"] as const;
const pattern4 = /^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$/u;
const values5 = ["HP","PCP","CH","PL"] as const;
const values6 = ["petrol","diesel","hybrid","plug-in-hybrid","electric"] as const;

/** #/components/schemas/ActivityStatistics/properties/dealerId */
function ActivityStatistics$dealerId(v: unknown): Issue | undefined {
  return check.types(v, types0);
}

/** #/components/schemas/ActivityStatistics/properties/quoteRequestsSaved */
function ActivityStatistics$quoteRequestsSaved(v: unknown): Issue | undefined {
  return check.integer(v) ??
    check.minimum(v, 0);
}

/** #/components/schemas/ActivityStatistics */
function ActivityStatistics(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "from", check.string) ??
    check.required(v, "to", check.string) ??
    check.optional(v, "dealerId", ActivityStatistics$dealerId) ??
    check.required(v, "quoteRequestsSaved", ActivityStatistics$quoteRequestsSaved) ??
    check.required(v, "proposalsSubmitted", ActivityStatistics$quoteRequestsSaved) ??
    check.required(v, "decisionsReturned", ActivityStatistics$quoteRequestsSaved) ??
    check.required(v, "vrmLookups", ActivityStatistics$quoteRequestsSaved) ??
    check.required(v, "calculatorComparisons", ActivityStatistics$quoteRequestsSaved);
}

/** #/components/schemas/AutocompleteSuggestion/properties/type */
function AutocompleteSuggestion$type(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.oneOfValues(v, values1);
}

/** #/components/schemas/AutocompleteSuggestion */
function AutocompleteSuggestion(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "id", check.string) ??
    check.required(v, "text", check.string) ??
    check.required(v, "type", AutocompleteSuggestion$type);
}

/** #/components/schemas/AutocompleteResult/properties/suggestions */
function AutocompleteResult$suggestions(v: unknown): Issue | undefined {
  return check.array(v) ??
    check.items(v, AutocompleteSuggestion);
}

/** #/components/schemas/AutocompleteResult */
function AutocompleteResult(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "term", check.string) ??
    check.required(v, "suggestions", AutocompleteResult$suggestions);
}

/** #/components/schemas/DealerUser */
function DealerUser(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "id", check.string) ??
    check.required(v, "name", check.string) ??
    check.required(v, "email", check.string) ??
    check.required(v, "role", check.string) ??
    check.required(v, "active", check.boolean);
}

/** #/components/schemas/DealerUsers/properties/users */
function DealerUsers$users(v: unknown): Issue | undefined {
  return check.array(v) ??
    check.items(v, DealerUser);
}

/** #/components/schemas/DealerUsers */
function DealerUsers(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "dealerId", check.string) ??
    check.required(v, "users", DealerUsers$users);
}

/** #/components/schemas/NotificationState */
function NotificationState(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.oneOfValues(v, values2);
}

/** #/components/schemas/Notification */
function Notification(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "id", check.string) ??
    check.required(v, "state", NotificationState) ??
    check.optional(v, "message", check.string) ??
    check.required(v, "updatedAt", check.string);
}

/** #/components/schemas/ProposalStatusAck/properties/status */
function ProposalStatusAck$status(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.oneOfValues(v, values3);
}

/** #/components/schemas/ProposalStatusAck */
function ProposalStatusAck(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "proposalId", check.string) ??
    check.required(v, "status", ProposalStatusAck$status) ??
    check.required(v, "recordedAt", check.string);
}

/** #/components/schemas/QuoteRequestSaved */
function QuoteRequestSaved(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "quoteRequestId", check.string) ??
    check.required(v, "createdAt", check.string);
}

/** #/components/schemas/QuoteRequestInput/properties/dealerId */
function QuoteRequestInput$dealerId(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.minLength(v, 1);
}

/** #/components/schemas/Customer/properties/postcode */
function Customer$postcode(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.pattern(v, pattern4);
}

/** #/components/schemas/Customer */
function Customer(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "firstName", QuoteRequestInput$dealerId) ??
    check.required(v, "lastName", QuoteRequestInput$dealerId) ??
    check.required(v, "email", check.string) ??
    check.optional(v, "phone", check.string) ??
    check.optional(v, "postcode", Customer$postcode);
}

/** #/components/schemas/QuoteVehicle/properties/price */
function QuoteVehicle$price(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.exclusiveMinimum(v, 0);
}

/** #/components/schemas/QuoteVehicle */
function QuoteVehicle(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.optional(v, "vehicleId", check.string) ??
    check.optional(v, "vrm", check.string) ??
    check.required(v, "description", check.string) ??
    check.required(v, "price", QuoteVehicle$price);
}

/** #/components/schemas/QuoteFinance/properties/product */
function QuoteFinance$product(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.oneOfValues(v, values5);
}

/** #/components/schemas/QuoteFinance/properties/term */
function QuoteFinance$term(v: unknown): Issue | undefined {
  return check.integer(v) ??
    check.minimum(v, 12);
}

/** #/components/schemas/QuoteFinance/properties/deposit */
function QuoteFinance$deposit(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.minimum(v, 0);
}

/** #/components/schemas/QuoteFinance */
function QuoteFinance(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "product", QuoteFinance$product) ??
    check.required(v, "term", QuoteFinance$term) ??
    check.required(v, "deposit", QuoteFinance$deposit) ??
    check.optional(v, "monthlyPayment", check.number) ??
    check.optional(v, "annualMileage", ActivityStatistics$quoteRequestsSaved);
}

/** #/components/schemas/QuoteConsent */
function QuoteConsent(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "privacyNoticeUrl", QuoteRequestInput$dealerId) ??
    check.required(v, "givenAt", check.string);
}

/** #/components/schemas/QuoteRequestInput/properties/source */
function QuoteRequestInput$source(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.minLength(v, 1) ??
    check.maxLength(v, 64);
}

/** #/components/schemas/QuoteRequestInput */
function QuoteRequestInput(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.optional(v, "dealerId", QuoteRequestInput$dealerId) ??
    check.required(v, "customer", Customer) ??
    check.required(v, "vehicle", QuoteVehicle) ??
    check.required(v, "finance", QuoteFinance) ??
    check.optional(v, "marketingConsent", check.boolean) ??
    check.optional(v, "consent", QuoteConsent) ??
    check.optional(v, "source", QuoteRequestInput$source);
}

/** #/components/schemas/QuoteRequest */
function QuoteRequest(v: unknown): Issue | undefined {
  return QuoteRequestSaved(v) ??
    QuoteRequestInput(v);
}

/** #/components/schemas/SendGridEventAck */
function SendGridEventAck(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "received", ActivityStatistics$quoteRequestsSaved);
}

/** #/components/schemas/VrmData/properties/fuelType */
function VrmData$fuelType(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.oneOfValues(v, values6);
}

/** #/components/schemas/VrmData */
function VrmData(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "vrm", check.string) ??
    check.required(v, "make", check.string) ??
    check.required(v, "model", check.string) ??
    check.optional(v, "derivative", check.string) ??
    check.required(v, "fuelType", VrmData$fuelType) ??
    check.optional(v, "colour", check.string) ??
    check.optional(v, "firstRegistered", check.string) ??
    check.optional(v, "capCode", check.string) ??
    check.required(v, "mileage", ActivityStatistics$quoteRequestsSaved) ??
    check.optional(v, "mileageRecordedAt", check.string);
}

/** The 200 body of getActivityStatistics. */
export const getActivityStatistics: Check = ActivityStatistics;
/** The 200 body of autocomplete. */
export const autocomplete: Check = AutocompleteResult;
/** The 200 body of getDealerUsers. */
export const getDealerUsers: Check = DealerUsers;
/** The 200 body of updateNotificationState. */
export const updateNotificationState: Check = Notification;
/** The 200 body of initialPayloadRequest. */
export const initialPayloadRequest: Check = ProposalStatusAck;
/** The 200 body of proposalSubmitted. */
export const proposalSubmitted: Check = ProposalStatusAck;
/** The 200 body of decisionReturned. */
export const decisionReturned: Check = ProposalStatusAck;
/** The 200 body of saveQuoteRequest. */
export const saveQuoteRequest: Check = QuoteRequestSaved;
/** The 200 body of getQuoteRequest. */
export const getQuoteRequest: Check = QuoteRequest;
/** The 200 body of sendGridEvent. */
export const sendGridEvent: Check = SendGridEventAck;
/** The 200 body of getVrmData. */
export const getVrmData: Check = VrmData;
/** The 200 body of updateVehicleMileage. */
export const updateVehicleMileage: Check = VrmData;
