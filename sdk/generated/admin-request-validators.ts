// Auto-generated from openapi/admin.yaml by openapi/scripts/generate.ts. Do not edit: run `npm run generate`.

/* Request validators of the admin group: one per operation with a JSON request body (formats asserted, closed objects closed). */
import * as check from '../validation/checks.ts';
import * as request from '../validation/request-checks.ts';
import type { Check, ValidationIssue as Issue } from '../validation/validation-issue.ts';

const values0 = ["santander","zenith"] as const;
const values1 = ["accepted","referred","declined"] as const;
const rule2 = "must contain a letter, and no control or invisible formatting characters" as const;
const pattern3 = /^(?=[^\p{L}]*\p{L})[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+$/u;
const rule4 = "must be an e-mail address, such as name@example.co.uk" as const;
const pattern5 = /^[^\s@.,]+(?:\.[^\s@.,]+)*@(?:[^\s@.]+\.)+[^\s@.]+$/u;
const rule6 = "must be a UK telephone number with all its digits (11 with the 0 for a mobile), such as 01632 960 001" as const;
const pattern7 = /^(?:\+44 ?(?:\(0\) ?)?|\(?0)(?=(?:[18](?:[^0-9]*[0-9]){8,9}|[2-79](?:[^0-9]*[0-9]){9})[^0-9]*$)[0-9]{2,5}\)? ?[0-9]{3,4}[ -]?[0-9]{3,4}$/u;
const rule8 = "must be a UK postcode, such as LS1 4DY" as const;
const pattern9 = /^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$/u;
const values10 = ["HP","PCP","CH","PL"] as const;
const rule11 = "must start with http:// or https://" as const;
const pattern12 = /^https?:\/\//u;
const values13 = ["processed","dropped","delivered","deferred","bounce","open","click","spamreport","unsubscribe"] as const;
const texts14 = ["sg_event_id","sg_message_id","quoteRequestId"] as const;

/** #/components/schemas/ProposalStatusEvent/properties/proposalId */
function ProposalStatusEvent$proposalId(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.minLength(v, 1);
}

/** #/components/schemas/Lender */
function Lender(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.oneOfValues(v, values0);
}

/** #/components/schemas/ProposalStatusEvent/properties/occurredAt */
function ProposalStatusEvent$occurredAt(v: unknown): Issue | undefined {
  return check.string(v) ??
    request.format(v, "date-time");
}

/** #/components/schemas/ProposalStatusEvent */
function ProposalStatusEvent(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "proposalId", ProposalStatusEvent$proposalId) ??
    check.required(v, "dealerId", ProposalStatusEvent$proposalId) ??
    check.required(v, "lender", Lender) ??
    check.required(v, "occurredAt", ProposalStatusEvent$occurredAt) ??
    check.optional(v, "quoteRequestId", check.string);
}

/** #/components/schemas/DecisionReturnedEvent/allOf/1/properties/decision */
function DecisionReturnedEvent$allOf1$decision(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.oneOfValues(v, values1);
}

/** #/components/schemas/DecisionReturnedEvent/allOf/1 */
function DecisionReturnedEvent$allOf1(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "decision", DecisionReturnedEvent$allOf1$decision) ??
    check.optional(v, "reason", check.string);
}

/** #/components/schemas/DecisionReturnedEvent */
function DecisionReturnedEvent(v: unknown): Issue | undefined {
  return ProposalStatusEvent(v) ??
    DecisionReturnedEvent$allOf1(v);
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
    check.pattern(v, pattern3, rule2);
}

/** #/components/schemas/Customer/properties/email */
function Customer$email(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.maxLength(v, 254) ??
    check.pattern(v, pattern5, rule4) ??
    request.format(v, "email");
}

/** #/components/schemas/Customer/properties/phone */
function Customer$phone(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.maxLength(v, 20) ??
    check.pattern(v, pattern7, rule6);
}

/** #/components/schemas/Customer/properties/postcode */
function Customer$postcode(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.maxLength(v, 8) ??
    check.pattern(v, pattern9, rule8);
}

/** #/components/schemas/Customer */
function Customer(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "firstName", PersonName) ??
    check.required(v, "lastName", PersonName) ??
    check.required(v, "email", Customer$email) ??
    check.optional(v, "phone", Customer$phone) ??
    check.optional(v, "postcode", Customer$postcode);
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
    check.optional(v, "vehicleId", QuoteVehicle$vehicleId) ??
    check.optional(v, "vrm", QuoteVehicle$vrm) ??
    check.required(v, "description", QuoteVehicle$description) ??
    check.required(v, "price", QuoteVehicle$price);
}

/** #/components/schemas/QuoteFinance/properties/product */
function QuoteFinance$product(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.oneOfValues(v, values10);
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
    check.required(v, "product", QuoteFinance$product) ??
    check.required(v, "term", QuoteFinance$term) ??
    check.required(v, "deposit", QuoteFinance$deposit) ??
    check.optional(v, "monthlyPayment", QuoteFinance$monthlyPayment) ??
    check.optional(v, "annualMileage", QuoteFinance$annualMileage) ??
    check.optional(v, "quotedAt", ProposalStatusEvent$occurredAt);
}

/** #/components/schemas/QuoteConsent/properties/privacyNoticeUrl */
function QuoteConsent$privacyNoticeUrl(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.minLength(v, 1) ??
    check.maxLength(v, 2048) ??
    check.pattern(v, pattern12, rule11) ??
    request.format(v, "uri");
}

/** #/components/schemas/QuoteConsent */
function QuoteConsent(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "privacyNoticeUrl", QuoteConsent$privacyNoticeUrl) ??
    check.required(v, "givenAt", ProposalStatusEvent$occurredAt);
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
    check.optional(v, "source", QuoteRequestInput$dealerId);
}

/** #/components/schemas/SendGridEvent/properties/event */
function SendGridEvent$event(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.oneOfValues(v, values13);
}

/** #/components/schemas/SendGridEvent */
function SendGridEvent(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "email", check.string) ??
    check.required(v, "timestamp", check.integer) ??
    check.required(v, "event", SendGridEvent$event) ??
    check.optionalStrings(v, texts14);
}

/** the request body of sendGridEvent */
function sendGridEvent$request(v: unknown): Issue | undefined {
  return check.array(v) ??
    check.minItems(v, 1) ??
    check.items(v, SendGridEvent);
}

/** The request body of initialPayloadRequest. */
export const initialPayloadRequest: Check = ProposalStatusEvent;
/** The request body of proposalSubmitted. */
export const proposalSubmitted: Check = ProposalStatusEvent;
/** The request body of decisionReturned. */
export const decisionReturned: Check = DecisionReturnedEvent;
/** The request body of saveQuoteRequest. */
export const saveQuoteRequest: Check = QuoteRequestInput;
/** The request body of sendGridEvent. */
export const sendGridEvent: Check = sendGridEvent$request;
