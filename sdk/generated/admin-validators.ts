// Auto-generated from openapi/admin.yaml by openapi/scripts/generate.ts. Do not edit: run `npm run generate`.

/* Response validators of the admin group: one per operation with a JSON 200 answer. */
import * as check from '../validation/checks.ts';
import type { Check, ValidationIssue as Issue } from '../validation/validation-issue.ts';

const types0 = ["string","null"] as const;
const values1 = ["dealer","customer","vehicle","quote"] as const;
const values2 = ["unread","read","archived"] as const;
const values3 = ["payload-requested","submitted","decision-returned"] as const;
const rule4 = "must be letters, digits and hyphens, starting with a letter or digit, at most 64" as const;
const pattern5 = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/u;
const rule6 = "must contain a letter, and no control or invisible formatting characters" as const;
const pattern7 = /^(?=[^\p{L}]*\p{L})[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+$/u;
const rule8 = "must be an e-mail address, such as name@example.co.uk" as const;
const pattern9 = /^[^\s@.,]+(?:\.[^\s@.,]+)*@(?:[^\s@.]+\.)+[^\s@.]+$/u;
const rule10 = "must be a UK telephone number with all its digits (11 with the 0 for a mobile), such as 01632 960 001" as const;
const pattern11 = /^(?:\+44 ?(?:\(0\) ?)?|\(?0)(?=(?:[18](?:[^0-9]*[0-9]){8,9}|[2-79](?:[^0-9]*[0-9]){9})[^0-9]*$)[0-9]{2,5}\)? ?[0-9]{3,4}[ -]?[0-9]{3,4}$/u;
const rule12 = "must be a UK postcode, such as LS1 4DY" as const;
const pattern13 = /^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$/u;
const values14 = ["HP","PCP","CH","PL"] as const;
const rule15 = "must start with http:// or https://" as const;
const pattern16 = /^https?:\/\//u;
const values17 = ["petrol","diesel","hybrid","plug-in-hybrid","electric"] as const;
const texts18 = ["derivative","colour","firstRegistered","capCode","mileageRecordedAt"] as const;

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
    check.requiredField(v, "from", check.string) ??
    check.requiredField(v, "to", check.string) ??
    check.optionalField(v, "dealerId", ActivityStatistics$dealerId) ??
    check.requiredField(v, "quoteRequestsSaved", ActivityStatistics$quoteRequestsSaved) ??
    check.requiredField(v, "proposalsSubmitted", ActivityStatistics$quoteRequestsSaved) ??
    check.requiredField(v, "decisionsReturned", ActivityStatistics$quoteRequestsSaved) ??
    check.requiredField(v, "vrmLookups", ActivityStatistics$quoteRequestsSaved) ??
    check.requiredField(v, "calculatorComparisons", ActivityStatistics$quoteRequestsSaved);
}

/** #/components/schemas/AutocompleteSuggestion/properties/type */
function AutocompleteSuggestion$type(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.oneOfValues(v, values1);
}

/** #/components/schemas/AutocompleteSuggestion */
function AutocompleteSuggestion(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "id", check.string) ??
    check.requiredField(v, "text", check.string) ??
    check.requiredField(v, "type", AutocompleteSuggestion$type);
}

/** #/components/schemas/AutocompleteResult/properties/suggestions */
function AutocompleteResult$suggestions(v: unknown): Issue | undefined {
  return check.array(v) ??
    check.items(v, AutocompleteSuggestion);
}

/** #/components/schemas/AutocompleteResult */
function AutocompleteResult(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "term", check.string) ??
    check.requiredField(v, "suggestions", AutocompleteResult$suggestions);
}

/** #/components/schemas/DealerUser */
function DealerUser(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "id", check.string) ??
    check.requiredField(v, "name", check.string) ??
    check.requiredField(v, "email", check.string) ??
    check.requiredField(v, "role", check.string) ??
    check.requiredField(v, "active", check.boolean);
}

/** #/components/schemas/DealerUsers/properties/users */
function DealerUsers$users(v: unknown): Issue | undefined {
  return check.array(v) ??
    check.items(v, DealerUser);
}

/** #/components/schemas/DealerUsers */
function DealerUsers(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "dealerId", check.string) ??
    check.requiredField(v, "users", DealerUsers$users);
}

/** #/components/schemas/NotificationState */
function NotificationState(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.oneOfValues(v, values2);
}

/** #/components/schemas/Notification */
function Notification(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "id", check.string) ??
    check.requiredField(v, "state", NotificationState) ??
    check.requiredField(v, "updatedAt", check.string) ??
    check.optional(v, "message", check.string);
}

/** #/components/schemas/ProposalStatusAck/properties/status */
function ProposalStatusAck$status(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.oneOfValues(v, values3);
}

/** #/components/schemas/ProposalStatusAck */
function ProposalStatusAck(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "proposalId", check.string) ??
    check.requiredField(v, "status", ProposalStatusAck$status) ??
    check.requiredField(v, "recordedAt", check.string);
}

/** #/components/schemas/QuoteRequestSaved/properties/quoteRequestId */
function QuoteRequestSaved$quoteRequestId(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.pattern(v, pattern5, rule4);
}

/** #/components/schemas/QuoteRequestSaved */
function QuoteRequestSaved(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "quoteRequestId", QuoteRequestSaved$quoteRequestId) ??
    check.requiredField(v, "createdAt", check.string);
}

/** #/components/schemas/QuoteRequestInput/properties/dealerId */
function QuoteRequestInput$dealerId(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.minLength(v, 1) ??
    check.maxLength(v, 64);
}

/** #/components/schemas/PersonName */
function PersonName(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.minLength(v, 1) ??
    check.maxLength(v, 100) ??
    check.pattern(v, pattern7, rule6);
}

/** #/components/schemas/Customer/properties/email */
function Customer$email(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.maxLength(v, 254) ??
    check.pattern(v, pattern9, rule8);
}

/** #/components/schemas/Customer/properties/phone */
function Customer$phone(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.maxLength(v, 20) ??
    check.pattern(v, pattern11, rule10);
}

/** #/components/schemas/Customer/properties/postcode */
function Customer$postcode(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.maxLength(v, 8) ??
    check.pattern(v, pattern13, rule12);
}

/** #/components/schemas/Customer */
function Customer(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "firstName", PersonName) ??
    check.requiredField(v, "lastName", PersonName) ??
    check.requiredField(v, "email", Customer$email) ??
    check.optionalField(v, "phone", Customer$phone) ??
    check.optionalField(v, "postcode", Customer$postcode);
}

/** #/components/schemas/QuoteVehicle/properties/vehicleId */
function QuoteVehicle$vehicleId(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.maxLength(v, 100);
}

/** #/components/schemas/QuoteVehicle/properties/vrm */
function QuoteVehicle$vrm(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.maxLength(v, 8);
}

/** #/components/schemas/QuoteVehicle/properties/description */
function QuoteVehicle$description(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.minLength(v, 1) ??
    check.maxLength(v, 200);
}

/** #/components/schemas/QuoteVehicle/properties/price */
function QuoteVehicle$price(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.maximum(v, 1000000) ??
    check.exclusiveMinimum(v, 0);
}

/** #/components/schemas/QuoteVehicle */
function QuoteVehicle(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.optionalField(v, "vehicleId", QuoteVehicle$vehicleId) ??
    check.optionalField(v, "vrm", QuoteVehicle$vrm) ??
    check.requiredField(v, "description", QuoteVehicle$description) ??
    check.requiredField(v, "price", QuoteVehicle$price);
}

/** #/components/schemas/QuoteFinance/properties/product */
function QuoteFinance$product(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.oneOfValues(v, values14);
}

/** #/components/schemas/QuoteFinance/properties/term */
function QuoteFinance$term(v: unknown): Issue | undefined {
  return check.integer(v) ??
    check.minimum(v, 12) ??
    check.maximum(v, 120);
}

/** #/components/schemas/QuoteFinance/properties/deposit */
function QuoteFinance$deposit(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.minimum(v, 0) ??
    check.maximum(v, 1000000);
}

/** #/components/schemas/QuoteFinance/properties/monthlyPayment */
function QuoteFinance$monthlyPayment(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.maximum(v, 100000) ??
    check.exclusiveMinimum(v, 0);
}

/** #/components/schemas/QuoteFinance/properties/annualMileage */
function QuoteFinance$annualMileage(v: unknown): Issue | undefined {
  return check.integer(v) ??
    check.minimum(v, 0) ??
    check.maximum(v, 100000);
}

/** #/components/schemas/QuoteFinance */
function QuoteFinance(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "product", QuoteFinance$product) ??
    check.requiredField(v, "term", QuoteFinance$term) ??
    check.requiredField(v, "deposit", QuoteFinance$deposit) ??
    check.optionalField(v, "monthlyPayment", QuoteFinance$monthlyPayment) ??
    check.optionalField(v, "annualMileage", QuoteFinance$annualMileage) ??
    check.optional(v, "quotedAt", check.string);
}

/** #/components/schemas/QuoteConsent/properties/privacyNoticeUrl */
function QuoteConsent$privacyNoticeUrl(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.minLength(v, 1) ??
    check.maxLength(v, 2048) ??
    check.pattern(v, pattern16, rule15);
}

/** #/components/schemas/QuoteConsent */
function QuoteConsent(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "privacyNoticeUrl", QuoteConsent$privacyNoticeUrl) ??
    check.requiredField(v, "givenAt", check.string);
}

/** #/components/schemas/QuoteRequestInput */
function QuoteRequestInput(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.optionalField(v, "dealerId", QuoteRequestInput$dealerId) ??
    check.requiredField(v, "customer", Customer) ??
    check.requiredField(v, "vehicle", QuoteVehicle) ??
    check.requiredField(v, "finance", QuoteFinance) ??
    check.optionalField(v, "marketingConsent", check.boolean) ??
    check.optionalField(v, "consent", QuoteConsent) ??
    check.optionalField(v, "source", QuoteRequestInput$dealerId);
}

/** #/components/schemas/QuoteRequest */
function QuoteRequest(v: unknown): Issue | undefined {
  return QuoteRequestSaved(v) ??
    QuoteRequestInput(v);
}

/** #/components/schemas/SendGridEventAck */
function SendGridEventAck(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "received", ActivityStatistics$quoteRequestsSaved);
}

/** #/components/schemas/VrmData/properties/fuelType */
function VrmData$fuelType(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.oneOfValues(v, values17);
}

/** #/components/schemas/VrmData/properties/officialMpg */
function VrmData$officialMpg(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.maximum(v, 200) ??
    check.exclusiveMinimum(v, 0);
}

/** #/components/schemas/VrmData */
function VrmData(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "vrm", check.string) ??
    check.requiredField(v, "make", check.string) ??
    check.requiredField(v, "model", check.string) ??
    check.requiredField(v, "fuelType", VrmData$fuelType) ??
    check.requiredField(v, "mileage", ActivityStatistics$quoteRequestsSaved) ??
    check.optionalField(v, "officialMpg", VrmData$officialMpg) ??
    check.optionalStrings(v, texts18);
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
