// Auto-generated from openapi/finance.yaml by openapi/scripts/generate.ts. Do not edit: run `npm run generate`.

/* Request validators of the finance group: one per operation with a JSON request body (formats asserted, closed objects closed). */
import * as check from '../validation/checks.ts';
import * as request from '../validation/request-checks.ts';
import type { Check, ValidationIssue as Issue } from '../validation/validation-issue.ts';

const values0 = ["petrol","diesel","hybrid","plug-in-hybrid","electric"] as const;
const values1 = ["price-asc","price-desc","mileage-asc","newest"] as const;
const texts2 = ["searchTerm","make","model"] as const;
const values3 = ["petrol","diesel"] as const;
const known4 = [] as const;
const values5 = ["official","real-world"] as const;
const values6 = ["HP","PCP","CH","PL"] as const;
const texts7 = ["vehicleId","dealerId"] as const;

/** #/components/schemas/UsedVehicleSearchRequest/properties/minPrice */
function UsedVehicleSearchRequest$minPrice(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.minimum(v, 0);
}

/** #/components/schemas/UsedVehicleSearchRequest/properties/maxMileage */
function UsedVehicleSearchRequest$maxMileage(v: unknown): Issue | undefined {
  return check.integer(v) ??
    check.minimum(v, 0);
}

/** #/components/schemas/UsedFuelType */
function UsedFuelType(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.oneOfValues(v, values0);
}

/** #/components/schemas/UsedVehicleSearchRequest/properties/fuelTypes */
function UsedVehicleSearchRequest$fuelTypes(v: unknown): Issue | undefined {
  return check.array(v) ??
    check.items(v, UsedFuelType);
}

/** #/components/schemas/UsedVehicleSearchRequest/properties/sort */
function UsedVehicleSearchRequest$sort(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.oneOfValues(v, values1);
}

/** #/components/schemas/UsedVehicleSearchRequest/properties/page */
function UsedVehicleSearchRequest$page(v: unknown): Issue | undefined {
  return check.integer(v) ??
    check.minimum(v, 1);
}

/** #/components/schemas/UsedVehicleSearchRequest/properties/pageSize */
function UsedVehicleSearchRequest$pageSize(v: unknown): Issue | undefined {
  return check.integer(v) ??
    check.minimum(v, 1) ??
    check.maximum(v, 100);
}

/** #/components/schemas/UsedVehicleSearchRequest */
function UsedVehicleSearchRequest(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.optional(v, "minPrice", UsedVehicleSearchRequest$minPrice) ??
    check.optional(v, "maxPrice", UsedVehicleSearchRequest$minPrice) ??
    check.optional(v, "maxMileage", UsedVehicleSearchRequest$maxMileage) ??
    check.optional(v, "fuelTypes", UsedVehicleSearchRequest$fuelTypes) ??
    check.optional(v, "sort", UsedVehicleSearchRequest$sort) ??
    check.required(v, "page", UsedVehicleSearchRequest$page) ??
    check.required(v, "pageSize", UsedVehicleSearchRequest$pageSize) ??
    check.optionalStrings(v, texts2);
}

/** #/components/schemas/FuelType */
function FuelType(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.oneOfValues(v, values3);
}

/** #/components/schemas/MilesPerGallon */
function MilesPerGallon(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.minimum(v, 1) ??
    check.maximum(v, 150);
}

/** #/components/schemas/PricePerLitre */
function PricePerLitre(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.minimum(v, 0.8) ??
    check.maximum(v, 2.5);
}

/** #/components/schemas/WeeklyMileage */
function WeeklyMileage(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.maximum(v, 10000) ??
    check.exclusiveMinimum(v, 0);
}

/** #/components/schemas/ChargeShares/additionalProperties */
function ChargeShares$additional(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.minimum(v, 0) ??
    check.maximum(v, 1);
}

/** #/components/schemas/ChargeShares */
function ChargeShares(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.additional(v, known4, ChargeShares$additional);
}

/** #/components/schemas/PricePerKwh */
function PricePerKwh(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.minimum(v, 0) ??
    check.maximum(v, 1);
}

/** #/components/schemas/ChargePrices */
function ChargePrices(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.additional(v, known4, PricePerKwh);
}

/** #/components/schemas/CalculationBasis */
function CalculationBasis(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.oneOfValues(v, values5);
}

/** #/components/schemas/CalculationRequest/properties/vehicleIds/items */
function CalculationRequest$vehicleIds$item(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.minLength(v, 1);
}

/** #/components/schemas/CalculationRequest/properties/vehicleIds */
function CalculationRequest$vehicleIds(v: unknown): Issue | undefined {
  return check.array(v) ??
    check.minItems(v, 1) ??
    check.maxItems(v, 10) ??
    check.items(v, CalculationRequest$vehicleIds$item);
}

/** #/components/schemas/CalculationRequest */
function CalculationRequest(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "fuelType", FuelType) ??
    check.required(v, "fuelEconomy", MilesPerGallon) ??
    check.required(v, "fuelPrice", PricePerLitre) ??
    check.optional(v, "petrolPrice", PricePerLitre) ??
    check.required(v, "weeklyMileage", WeeklyMileage) ??
    check.required(v, "chargingProfile", ChargeShares) ??
    check.required(v, "chargeCosts", ChargePrices) ??
    check.optional(v, "basis", CalculationBasis) ??
    check.required(v, "vehicleIds", CalculationRequest$vehicleIds);
}

/** #/components/schemas/FinanceProductType */
function FinanceProductType(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.oneOfValues(v, values6);
}

/** #/components/schemas/FinanceParametersRequest/properties/vehiclePrice */
function FinanceParametersRequest$vehiclePrice(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.exclusiveMinimum(v, 0);
}

/** #/components/schemas/FinanceParametersRequest */
function FinanceParametersRequest(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "product", FinanceProductType) ??
    check.required(v, "vehiclePrice", FinanceParametersRequest$vehiclePrice) ??
    check.optionalStrings(v, texts7);
}

/** #/components/schemas/FinanceQuoteRequest/properties/price */
function FinanceQuoteRequest$price(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.maximum(v, 1000000) ??
    check.exclusiveMinimum(v, 0);
}

/** #/components/schemas/FinanceQuoteRequest/properties/term */
function FinanceQuoteRequest$term(v: unknown): Issue | undefined {
  return check.integer(v) ??
    check.minimum(v, 12) ??
    check.maximum(v, 60);
}

/** #/components/schemas/FinanceQuoteRequest/properties/deposit */
function FinanceQuoteRequest$deposit(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.minimum(v, 0) ??
    check.maximum(v, 1000000);
}

/** #/components/schemas/FinanceQuoteRequest/properties/currentMileage */
function FinanceQuoteRequest$currentMileage(v: unknown): Issue | undefined {
  return check.integer(v) ??
    check.minimum(v, 0) ??
    check.maximum(v, 1000000);
}

/** #/components/schemas/FinanceQuoteRequest/properties/expectedMileage */
function FinanceQuoteRequest$expectedMileage(v: unknown): Issue | undefined {
  return check.integer(v) ??
    check.minimum(v, 0) ??
    check.maximum(v, 100000);
}

/** #/components/schemas/FinanceQuoteRequest/properties/vehicleId */
function FinanceQuoteRequest$vehicleId(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.maxLength(v, 100);
}

/** #/components/schemas/FinanceQuoteRequest */
function FinanceQuoteRequest(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "product", FinanceProductType) ??
    check.required(v, "price", FinanceQuoteRequest$price) ??
    check.required(v, "term", FinanceQuoteRequest$term) ??
    check.required(v, "deposit", FinanceQuoteRequest$deposit) ??
    check.optional(v, "partExchange", FinanceQuoteRequest$deposit) ??
    check.optional(v, "settlement", FinanceQuoteRequest$deposit) ??
    check.optional(v, "currentMileage", FinanceQuoteRequest$currentMileage) ??
    check.optional(v, "expectedMileage", FinanceQuoteRequest$expectedMileage) ??
    check.optional(v, "vehicleId", FinanceQuoteRequest$vehicleId);
}

/** #/components/schemas/QuoteFieldDataRequest */
function QuoteFieldDataRequest(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.optional(v, "product", FinanceProductType) ??
    check.required(v, "price", FinanceParametersRequest$vehiclePrice);
}

/** #/components/schemas/ContractHireQuoteRequest/properties/term */
function ContractHireQuoteRequest$term(v: unknown): Issue | undefined {
  return check.integer(v) ??
    check.minimum(v, 12);
}

/** #/components/schemas/ContractHireQuoteRequest/properties/annualMileage */
function ContractHireQuoteRequest$annualMileage(v: unknown): Issue | undefined {
  return check.integer(v) ??
    check.minimum(v, 1000);
}

/** #/components/schemas/ContractHireQuoteRequest/properties/initialRentalMonths */
function ContractHireQuoteRequest$initialRentalMonths(v: unknown): Issue | undefined {
  return check.integer(v) ??
    check.minimum(v, 1) ??
    check.maximum(v, 12);
}

/** #/components/schemas/ContractHireQuoteRequest */
function ContractHireQuoteRequest(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "vehicleId", CalculationRequest$vehicleIds$item) ??
    check.required(v, "term", ContractHireQuoteRequest$term) ??
    check.required(v, "annualMileage", ContractHireQuoteRequest$annualMileage) ??
    check.required(v, "initialRentalMonths", ContractHireQuoteRequest$initialRentalMonths) ??
    check.optional(v, "maintenance", check.boolean);
}

/** #/components/schemas/PersonalLoanQuoteRequest/properties/loanAmount */
function PersonalLoanQuoteRequest$loanAmount(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.minimum(v, 1000);
}

/** #/components/schemas/PersonalLoanQuoteRequest/properties/term */
function PersonalLoanQuoteRequest$term(v: unknown): Issue | undefined {
  return check.integer(v) ??
    check.minimum(v, 12) ??
    check.maximum(v, 84);
}

/** #/components/schemas/PersonalLoanQuoteRequest */
function PersonalLoanQuoteRequest(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "loanAmount", PersonalLoanQuoteRequest$loanAmount) ??
    check.required(v, "term", PersonalLoanQuoteRequest$term);
}

/** The request body of usedVehicleSearch. */
export const usedVehicleSearch: Check = UsedVehicleSearchRequest;
/** The request body of calculate. */
export const calculate: Check = CalculationRequest;
/** The request body of getSantanderFinanceParameters. */
export const getSantanderFinanceParameters: Check = FinanceParametersRequest;
/** The request body of getSantanderFinanceQuoteData. */
export const getSantanderFinanceQuoteData: Check = FinanceQuoteRequest;
/** The request body of getSantanderFinanceQuoteFieldData. */
export const getSantanderFinanceQuoteFieldData: Check = QuoteFieldDataRequest;
/** The request body of getContractHireFinanceQuoteData. */
export const getContractHireFinanceQuoteData: Check = ContractHireQuoteRequest;
/** The request body of getPersonalLoanQuoteData. */
export const getPersonalLoanQuoteData: Check = PersonalLoanQuoteRequest;
/** The request body of getPersonalLoanQuoteFieldData. */
export const getPersonalLoanQuoteFieldData: Check = QuoteFieldDataRequest;
