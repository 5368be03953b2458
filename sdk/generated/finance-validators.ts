// Auto-generated from openapi/finance.yaml by openapi/scripts/generate.ts. Do not edit: run `npm run generate`.

/* Response validators of the finance group: one per operation with a JSON 200 answer. */
import * as check from '../validation/checks.ts';
import type { Check, ValidationIssue as Issue } from '../validation/validation-issue.ts';

const types0 = ["string","number","boolean"] as const;
const known1 = [] as const;
const values2 = ["petrol","diesel","hybrid","plug-in-hybrid","electric"] as const;
const values3 = ["manual","automatic"] as const;
const texts4 = ["derivative","imageUrl","dealerName"] as const;
const types5 = ["number","null"] as const;
const values6 = ["petrol","diesel"] as const;
const values7 = ["week","month","year"] as const;
const known8 = ["home","free","standard","rapid"] as const;
const values9 = ["HP","PCP","CH","PL"] as const;
const values10 = ["soft","hard"] as const;
const rule11 = "must be a host name in lower case, such as www.lender.co.uk, without a scheme, port or path" as const;
const pattern12 = /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/u;
const texts13 = ["vehicle","charging","select","compare"] as const;
const texts14 = ["tooltip","linkText","title","content"] as const;
const texts15 = ["title","label","find","finding","invalid","missing","notFound","failed","found","filled","mileageEstimated","mileageUnknown","askMpg","typicalMpg","electric","privacy"] as const;
const texts16 = ["title","illustrativeTitle","description","illustrativeDescription","fuelLabel","petrolLabel","dieselLabel","mpgLabel","mileageLabel","perWeekLabel","perMonthLabel","perYearLabel","mileagePeriodLabel","fuelPriceLabel","vehicleTaxLabel","vehicleTaxHint","defaultAsOf","pricePerLitre","next","save","resetAll","resetDone","undoReset"] as const;
const values17 = ["standard","off-peak"] as const;
const texts18 = ["validFrom","validTo"] as const;
const texts19 = ["title","description","reset","customProfile","profile","total","totalError","footer","cancel","next","save","done","priceLabel","changePrice","pricePerKwh","homeTariffLabel","homeTariffHint","otherTariff"] as const;
const texts20 = ["title","description","allModels","clear","sortLabel","sortModel","sortPriceDesc","sortPriceAsc","compareLabel","selectedLabel","basketTitle","maxReached","noneSelected","remove","clearAll","compare","backToTop","noModels","modelFilterLabel","electricRangeMiles","mpgFigure","priceOnRequest","shownCount","showMore"] as const;
const texts21 = ["title","yearsLabel","yearsValue","oneYear","termBasis","cashBasis","keepTotal","partFuel","vehicleTotal","partFinance","partPrice","partEnergy","partTax","partTaxFromSecondYear","partMileageDuty","partExcess","moreThanKeeping","lessThanKeeping","paysOff","doesNotPayOff","finalPayment","chartName","tableOpen","tableCaption","month","ended","keepLabel","waiting","notCosted"] as const;
const texts22 = ["copy","copied","copyFailed","restored","changed","check","belowMinimum","aboveMaximum","notWhole","unknown","sharesTotal","missing","vehiclesLeftOut","chargeTypesLeftOut","refused","otherBrand"] as const;
const texts23 = ["title","mileage","mileageValue","fuel","petrol","diesel","fuelValue","hybrids","hybridsValue","charging","range","rangeValue","plugInHybrids","plugInHybridsValue","prices","priceSource","pricesOutOfDate","plugInHybridShare","co2","readTerms","realWorld","realWorldValue","officialValue","chargingLosses","chargingLossesValue","vehicleTax","vehicleTaxValue","vehicleTaxOld","mileageDuty","mileageDutyValue","vehicleTaxOutOfDate"] as const;
const texts24 = ["title","illustrativeTitle","description","annual","monthly","weekly","onTheRoadPrice","currentRunningCost","estimatedRunningCost","runningCostDifference","illustrativeCostDifference","fuelEconomy","electricRange","plugInHybridBasis","plugInHybridHeadline","mileageDutyAhead","mileageDutySince","mileageDutySinceLeftOut","headlineUntil","headlineFrom","mileageDutyLine","mileageDutyOld","mileageDutyElectricCars","mileageDutyPlugInHybrids","chargingBasis","officialBasisNote","batteryCapacity","yourVehicle","chargingProfile","edit","editVehicle","editCharging","back","print","remove","viewOffers","infoTitle","infoText","termsTitle","showTerms","hideTerms","notAvailable","saves","costsMore","costsSame","aYear","aMonth","aWeek","costPerMile","pencePerMile","co2PerYear","co2Kg","electricShare","expectedEconomy","pricesAsOf","savingBasis","savingBasisWithTax","fuelAndEnergy","fuelOnly","electricityOnly","vehicleTax","tariffs","tariffCost","basisLabel","realWorldFigures","officialFigures","otherBasis","otherBasisOfficial","terms"] as const;
const texts25 = ["fcaStatus","address"] as const;
const texts26 = ["open","title","intro","introLender","firstName","lastName","email","emailHint","phone","postcode","consent","privacyNotice","submit","sending","sent","failed","errorSummary","firstNameMissing","firstNameInvalid","lastNameMissing","lastNameInvalid","emailMissing","emailInvalid","phoneInvalid","postcodeMissing","postcodeInvalid","consentMissing","restateTitle","quotedOn","softSearch","hardSearch","nextSteps","financeInvalid","financeUpdating","financeFailed","timedOut","duplicate","tooLarge","tooMany","tooManyWait","rejected"] as const;
const texts27 = ["show","caption","monthly","apr","aprValue","finalPayment","noFinalPayment","totalPayable","mileageLimit","mileageLimitValue","noMileageLimit","excessIfReturned","noExcess","tradeOff","tradeOffReturn"] as const;
const texts28 = ["title","pcp","hp","representativeExample","illustrativeExample","cashPrice","deposit","credit","monthlyPayments","optionalFinalPayment","includesFee","totalChargeForCredit","totalPayable","duration","durationValue","rateOfInterest","variableRateOfInterest","rateValue","apr","aprValue","annualMileage","mileageValue","excessMileage","excessMileageValue","outgoings","energyCharging","energyFuel","energyBoth","notASaving","notASavingFinalPayment","notASavingExcess","pcpExplainer","mileageNote","subjectToStatus","notAnOffer","otherRate","choiceMoved","figuresForDeposit","lender","lenderAddress","providedBy","lenderFcaStatus","representativeTitle","representativeBasis","illustrationTitle","illustrationSummary","quotedOn","excessMileageCost","excessBeside","totalWithExcess","yearsValue","hpSuggestion","change","termLabel","termValue","depositLabel","mileageLabel","loading","failed","notAvailable"] as const;
const texts29 = ["loadingCalculator","loadingModels","calculating","updating","retry","tryAgain","calculatorFailed","modelsFailed","calculationFailed","notSetUp","noResults","noModels","noModelsAction","unreachable","reloadPage","unexpected"] as const;
const texts30 = ["back","loading"] as const;
const known31 = ["default"] as const;
const values32 = ["santander","zenith"] as const;
const values33 = ["optionalFinalPayment","separately"] as const;
const values34 = ["fixed","variable"] as const;
const types35 = ["integer","null"] as const;
const texts36 = ["quotedAt","validUntil"] as const;
const values37 = ["Bearer"] as const;
const types38 = ["string","null"] as const;
const values39 = ["bev","phev","hev"] as const;
const texts40 = ["capCode","vendorVehicleDescription","modelImage","capVehicleDescription","standaloneRunningCostVehicleDescription","standaloneRunningCostImage"] as const;

/** #/components/schemas/AppConfigValues/properties/values/additionalProperties */
function AppConfigValues$values$additional(v: unknown): Issue | undefined {
  return check.types(v, types0);
}

/** #/components/schemas/AppConfigValues/properties/values */
function AppConfigValues$values(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.additional(v, known1, AppConfigValues$values$additional);
}

/** #/components/schemas/AppConfigValues */
function AppConfigValues(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "values", AppConfigValues$values);
}

/** #/components/schemas/UsedVehicleSearchResult/properties/totalCount */
function UsedVehicleSearchResult$totalCount(v: unknown): Issue | undefined {
  return check.integer(v) ??
    check.minimum(v, 0);
}

/** #/components/schemas/UsedVehicleSearchResult/properties/page */
function UsedVehicleSearchResult$page(v: unknown): Issue | undefined {
  return check.integer(v) ??
    check.minimum(v, 1);
}

/** #/components/schemas/UsedVehicle/properties/price */
function UsedVehicle$price(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.minimum(v, 0);
}

/** #/components/schemas/UsedFuelType */
function UsedFuelType(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.oneOfValues(v, values2);
}

/** #/components/schemas/UsedVehicle/properties/transmission */
function UsedVehicle$transmission(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.oneOfValues(v, values3);
}

/** #/components/schemas/UsedVehicle */
function UsedVehicle(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "id", check.string) ??
    check.required(v, "vrm", check.string) ??
    check.required(v, "make", check.string) ??
    check.required(v, "model", check.string) ??
    check.required(v, "year", check.integer) ??
    check.required(v, "mileage", UsedVehicleSearchResult$totalCount) ??
    check.required(v, "price", UsedVehicle$price) ??
    check.required(v, "fuelType", UsedFuelType) ??
    check.optional(v, "transmission", UsedVehicle$transmission) ??
    check.required(v, "dealerId", check.string) ??
    check.optionalStrings(v, texts4);
}

/** #/components/schemas/UsedVehicleSearchResult/properties/vehicles */
function UsedVehicleSearchResult$vehicles(v: unknown): Issue | undefined {
  return check.array(v) ??
    check.items(v, UsedVehicle);
}

/** #/components/schemas/UsedVehicleSearchResult */
function UsedVehicleSearchResult(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "totalCount", UsedVehicleSearchResult$totalCount) ??
    check.required(v, "page", UsedVehicleSearchResult$page) ??
    check.required(v, "pageSize", UsedVehicleSearchResult$page) ??
    check.required(v, "vehicles", UsedVehicleSearchResult$vehicles);
}

/** #/components/schemas/CacheClearResult */
function CacheClearResult(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "cleared", check.boolean) ??
    check.required(v, "scope", check.string) ??
    check.required(v, "clearedAt", check.string);
}

/** #/components/schemas/VehicleResult/properties/electricShare */
function VehicleResult$electricShare(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.minimum(v, 0) ??
    check.maximum(v, 1);
}

/** #/components/schemas/ResultVehicle/properties/evRange */
function ResultVehicle$evRange(v: unknown): Issue | undefined {
  return check.types(v, types5);
}

/** #/components/schemas/ResultVehicle */
function ResultVehicle(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "evRange", ResultVehicle$evRange) ??
    check.required(v, "battery", ResultVehicle$evRange) ??
    check.required(v, "mpg", ResultVehicle$evRange) ??
    check.required(v, "capVehicleDescription", check.string);
}

/** #/components/schemas/VehicleResult */
function VehicleResult(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "vehicleId", check.string) ??
    check.required(v, "annualSaving", check.number) ??
    check.required(v, "monthlySaving", check.number) ??
    check.required(v, "weeklySaving", check.number) ??
    check.required(v, "newAnnualRunningCost", UsedVehicle$price) ??
    check.required(v, "newMonthlyRunningCost", UsedVehicle$price) ??
    check.required(v, "newWeeklyRunningCost", UsedVehicle$price) ??
    check.required(v, "currentAnnualRunningCost", UsedVehicle$price) ??
    check.required(v, "currentMonthlyRunningCost", UsedVehicle$price) ??
    check.required(v, "currentWeeklyRunningCost", UsedVehicle$price) ??
    check.required(v, "electricityCost", UsedVehicle$price) ??
    check.required(v, "electricShare", VehicleResult$electricShare) ??
    check.required(v, "vehicle", ResultVehicle);
}

/** #/components/schemas/CalculationResponse/properties/vehicleResults */
function CalculationResponse$vehicleResults(v: unknown): Issue | undefined {
  return check.array(v) ??
    check.items(v, VehicleResult);
}

/** #/components/schemas/CalculationResponse */
function CalculationResponse(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "vehicleResults", CalculationResponse$vehicleResults);
}

/** #/components/schemas/FuelType */
function FuelType(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.oneOfValues(v, values6);
}

/** #/components/schemas/MilesPerGallon */
function MilesPerGallon(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.minimum(v, 1) ??
    check.maximum(v, 150);
}

/** #/components/schemas/VehicleInputData/properties/mileage */
function VehicleInputData$mileage(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.minimum(v, 1);
}

/** #/components/schemas/MileagePeriod */
function MileagePeriod(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.oneOfValues(v, values7);
}

/** #/components/schemas/PricePerLitre */
function PricePerLitre(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.minimum(v, 0.8) ??
    check.maximum(v, 2.5);
}

/** #/components/schemas/AnnualVehicleTax */
function AnnualVehicleTax(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.minimum(v, 0) ??
    check.maximum(v, 5000);
}

/** #/components/schemas/VehicleInputData */
function VehicleInputData(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.optional(v, "fuel", FuelType) ??
    check.required(v, "mpg", MilesPerGallon) ??
    check.required(v, "mileage", VehicleInputData$mileage) ??
    check.optional(v, "mileagePer", MileagePeriod) ??
    check.required(v, "fuelPrice", PricePerLitre) ??
    check.optional(v, "petrolPrice", PricePerLitre) ??
    check.optional(v, "dieselPrice", PricePerLitre) ??
    check.optional(v, "vehicleTax", AnnualVehicleTax) ??
    check.optional(v, "showOnLoad", check.boolean) ??
    check.optional(v, "valid", check.boolean);
}

/** #/components/schemas/ChargeTypeLabels */
function ChargeTypeLabels(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.additional(v, known1, check.string);
}

/** #/components/schemas/PricePerKwh */
function PricePerKwh(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.minimum(v, 0) ??
    check.maximum(v, 1);
}

/** #/components/schemas/ConfiguredChargePrices */
function ConfiguredChargePrices(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "home", PricePerKwh) ??
    check.required(v, "free", PricePerKwh) ??
    check.required(v, "standard", PricePerKwh) ??
    check.required(v, "rapid", PricePerKwh) ??
    check.additional(v, known8, PricePerKwh);
}

/** #/components/schemas/ChargeShares */
function ChargeShares(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.additional(v, known1, VehicleResult$electricShare);
}

/** #/components/schemas/ChargingProfile */
function ChargingProfile(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "name", check.string) ??
    check.required(v, "defaults", ChargeShares);
}

/** #/components/schemas/Configuration/properties/chargingProfiles */
function Configuration$chargingProfiles(v: unknown): Issue | undefined {
  return check.array(v) ??
    check.minItems(v, 1) ??
    check.items(v, ChargingProfile);
}

/** #/components/schemas/PriceRange/properties/max */
function PriceRange$max(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.exclusiveMinimum(v, 0);
}

/** #/components/schemas/PriceRange */
function PriceRange(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "min", UsedVehicle$price) ??
    check.required(v, "max", PriceRange$max);
}

/** #/components/schemas/PriceRanges */
function PriceRanges(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.optional(v, "fuel", PriceRange) ??
    check.optional(v, "electricity", PriceRange);
}

/** #/components/schemas/EmissionFactors/properties/petrolKgPerLitre */
function EmissionFactors$petrolKgPerLitre(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.minimum(v, 0) ??
    check.maximum(v, 10);
}

/** #/components/schemas/EmissionFactors/properties/electricityKgPerKwh */
function EmissionFactors$electricityKgPerKwh(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.minimum(v, 0) ??
    check.maximum(v, 2);
}

/** #/components/schemas/EmissionFactors */
function EmissionFactors(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "petrolKgPerLitre", EmissionFactors$petrolKgPerLitre) ??
    check.required(v, "dieselKgPerLitre", EmissionFactors$petrolKgPerLitre) ??
    check.required(v, "electricityKgPerKwh", EmissionFactors$electricityKgPerKwh) ??
    check.required(v, "source", check.string);
}

/** #/components/schemas/FinanceProductType */
function FinanceProductType(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.oneOfValues(v, values9);
}

/** #/components/schemas/FinanceSettings/properties/products */
function FinanceSettings$products(v: unknown): Issue | undefined {
  return check.array(v) ??
    check.maxItems(v, 4) ??
    check.items(v, FinanceProductType);
}

/** #/components/schemas/RepresentativeExampleRequest/properties/vehicle */
function RepresentativeExampleRequest$vehicle(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.minLength(v, 1) ??
    check.maxLength(v, 200);
}

/** #/components/schemas/RepresentativeExampleRequest/properties/price */
function RepresentativeExampleRequest$price(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.maximum(v, 1000000) ??
    check.exclusiveMinimum(v, 0);
}

/** #/components/schemas/RepresentativeExampleRequest/properties/deposit */
function RepresentativeExampleRequest$deposit(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.minimum(v, 0) ??
    check.maximum(v, 1000000);
}

/** #/components/schemas/RepresentativeExampleRequest/properties/term */
function RepresentativeExampleRequest$term(v: unknown): Issue | undefined {
  return check.integer(v) ??
    check.minimum(v, 12) ??
    check.maximum(v, 60);
}

/** #/components/schemas/RepresentativeExampleRequest/properties/annualMileage */
function RepresentativeExampleRequest$annualMileage(v: unknown): Issue | undefined {
  return check.integer(v) ??
    check.minimum(v, 0) ??
    check.maximum(v, 100000);
}

/** #/components/schemas/RepresentativeExampleRequest */
function RepresentativeExampleRequest(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "vehicle", RepresentativeExampleRequest$vehicle) ??
    check.required(v, "price", RepresentativeExampleRequest$price) ??
    check.required(v, "deposit", RepresentativeExampleRequest$deposit) ??
    check.required(v, "term", RepresentativeExampleRequest$term) ??
    check.optional(v, "annualMileage", RepresentativeExampleRequest$annualMileage);
}

/** #/components/schemas/FinanceSettings/properties/representativeExamples */
function FinanceSettings$representativeExamples(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.optional(v, "PCP", RepresentativeExampleRequest) ??
    check.optional(v, "HP", RepresentativeExampleRequest);
}

/** #/components/schemas/FinanceSettings/properties/representativeExamplesByBrand */
function FinanceSettings$representativeExamplesByBrand(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.additional(v, known1, FinanceSettings$representativeExamples);
}

/** #/components/schemas/FinanceSettings/properties/quoteValidDays */
function FinanceSettings$quoteValidDays(v: unknown): Issue | undefined {
  return check.integer(v) ??
    check.minimum(v, 1) ??
    check.maximum(v, 90);
}

/** #/components/schemas/FinanceSettings/properties/creditSearch */
function FinanceSettings$creditSearch(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.oneOfValues(v, values10);
}

/** #/components/schemas/HostName */
function HostName(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.minLength(v, 1) ??
    check.maxLength(v, 253) ??
    check.pattern(v, pattern12, rule11);
}

/** #/components/schemas/FinanceSettings/properties/lenderHosts */
function FinanceSettings$lenderHosts(v: unknown): Issue | undefined {
  return check.array(v) ??
    check.maxItems(v, 50) ??
    check.items(v, HostName);
}

/** #/components/schemas/FinanceSettings/properties/dealerHosts */
function FinanceSettings$dealerHosts(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.additional(v, known1, FinanceSettings$lenderHosts);
}

/** #/components/schemas/FinanceSettings */
function FinanceSettings(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.optional(v, "products", FinanceSettings$products) ??
    check.optional(v, "representativeExamples", FinanceSettings$representativeExamples) ??
    check.optional(v, "representativeExamplesByBrand", FinanceSettings$representativeExamplesByBrand) ??
    check.optional(v, "quoteValidDays", FinanceSettings$quoteValidDays) ??
    check.optional(v, "creditSearch", FinanceSettings$creditSearch) ??
    check.optional(v, "lenderHosts", FinanceSettings$lenderHosts) ??
    check.optional(v, "dealerHosts", FinanceSettings$dealerHosts);
}

/** #/components/schemas/PriceSource */
function PriceSource(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "asOf", check.string) ??
    check.required(v, "source", RepresentativeExampleRequest$vehicle);
}

/** #/components/schemas/Configuration/properties/priceSources */
function Configuration$priceSources(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.additional(v, known1, PriceSource);
}

/** #/components/schemas/ConsumptionFactor */
function ConsumptionFactor(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.minimum(v, 1) ??
    check.maximum(v, 2);
}

/** #/components/schemas/RealWorldAdjustment/properties/factors */
function RealWorldAdjustment$factors(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "petrol", ConsumptionFactor) ??
    check.required(v, "hybrid", ConsumptionFactor) ??
    check.required(v, "plugInHybridPetrol", ConsumptionFactor) ??
    check.required(v, "electric", ConsumptionFactor);
}

/** #/components/schemas/ChargingLoss */
function ChargingLoss(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.minimum(v, 0) ??
    check.maximum(v, 0.5);
}

/** #/components/schemas/RealWorldAdjustment/properties/chargingLosses */
function RealWorldAdjustment$chargingLosses(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.additional(v, known1, ChargingLoss);
}

/** #/components/schemas/FactorSource/properties/source */
function FactorSource$source(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.minLength(v, 1) ??
    check.maxLength(v, 300);
}

/** #/components/schemas/FactorSource */
function FactorSource(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "asOf", check.string) ??
    check.required(v, "source", FactorSource$source);
}

/** #/components/schemas/RealWorldAdjustment/properties/sources */
function RealWorldAdjustment$sources(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "fuel", FactorSource) ??
    check.required(v, "electric", FactorSource) ??
    check.required(v, "chargingLosses", FactorSource);
}

/** #/components/schemas/RealWorldAdjustment */
function RealWorldAdjustment(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "factors", RealWorldAdjustment$factors) ??
    check.required(v, "chargingLosses", RealWorldAdjustment$chargingLosses) ??
    check.required(v, "sources", RealWorldAdjustment$sources);
}

/** #/components/schemas/VehicleTaxRates */
function VehicleTaxRates(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "standardRate", AnnualVehicleTax) ??
    check.required(v, "supplement", AnnualVehicleTax) ??
    check.required(v, "supplementThreshold", UsedVehicle$price) ??
    check.required(v, "zeroEmissionSupplementThreshold", UsedVehicle$price) ??
    check.required(v, "validFrom", check.string) ??
    check.required(v, "validTo", check.string) ??
    check.required(v, "source", FactorSource$source);
}

/** #/components/schemas/MileageDuty/properties/electricPencePerMile */
function MileageDuty$electricPencePerMile(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.minimum(v, 0.1) ??
    check.maximum(v, 20);
}

/** #/components/schemas/MileageDuty */
function MileageDuty(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "electricPencePerMile", MileageDuty$electricPencePerMile) ??
    check.required(v, "plugInHybridPencePerMile", MileageDuty$electricPencePerMile) ??
    check.required(v, "from", check.string) ??
    check.required(v, "source", FactorSource$source) ??
    check.optional(v, "validTo", check.string);
}

/** #/components/schemas/Configuration/properties/priceMaxAgeDays */
function Configuration$priceMaxAgeDays(v: unknown): Issue | undefined {
  return check.integer(v) ??
    check.minimum(v, 1) ??
    check.maximum(v, 730);
}

/** #/components/schemas/StepNames */
function StepNames(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.optionalStrings(v, texts13);
}

/** #/components/schemas/HelpText */
function HelpText(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.optionalStrings(v, texts14);
}

/** #/components/schemas/PlateLookupContent */
function PlateLookupContent(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.optionalStrings(v, texts15);
}

/** #/components/schemas/VehicleStepContent */
function VehicleStepContent(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.optional(v, "mpgHelp", HelpText) ??
    check.optional(v, "mileageHelp", HelpText) ??
    check.optional(v, "fuelPriceHelp", HelpText) ??
    check.optional(v, "plate", PlateLookupContent) ??
    check.optionalStrings(v, texts16);
}

/** #/components/schemas/HomeTariff/properties/price */
function HomeTariff$price(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.minimum(v, 0.01) ??
    check.maximum(v, 1);
}

/** #/components/schemas/HomeTariff/properties/kind */
function HomeTariff$kind(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.oneOfValues(v, values17);
}

/** #/components/schemas/HomeTariff */
function HomeTariff(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "label", check.string) ??
    check.required(v, "price", HomeTariff$price) ??
    check.optional(v, "kind", HomeTariff$kind) ??
    check.optional(v, "source", FactorSource$source) ??
    check.optionalStrings(v, texts18);
}

/** #/components/schemas/ChargingStepContent/properties/homeTariffs */
function ChargingStepContent$homeTariffs(v: unknown): Issue | undefined {
  return check.array(v) ??
    check.items(v, HomeTariff);
}

/** #/components/schemas/ChargingStepContent */
function ChargingStepContent(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.optional(v, "homeTariffs", ChargingStepContent$homeTariffs) ??
    check.optional(v, "help", HelpText) ??
    check.optionalStrings(v, texts19);
}

/** #/components/schemas/SelectStepContent */
function SelectStepContent(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.optionalStrings(v, texts20);
}

/** #/components/schemas/OwnershipContent */
function OwnershipContent(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.optionalStrings(v, texts21);
}

/** #/components/schemas/ShareLinkContent */
function ShareLinkContent(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.optionalStrings(v, texts22);
}

/** #/components/schemas/AssumptionTexts */
function AssumptionTexts(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.optionalStrings(v, texts23);
}

/** #/components/schemas/CompareStepContent */
function CompareStepContent(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.optional(v, "ownership", OwnershipContent) ??
    check.optional(v, "share", ShareLinkContent) ??
    check.optional(v, "assumptions", AssumptionTexts) ??
    check.optionalStrings(v, texts24);
}

/** #/components/schemas/DealerStatements/properties/legalName */
function DealerStatements$legalName(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.minLength(v, 1);
}

/** #/components/schemas/DealerStatements */
function DealerStatements(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "legalName", DealerStatements$legalName) ??
    check.required(v, "brokerStatement", DealerStatements$legalName) ??
    check.required(v, "commission", DealerStatements$legalName) ??
    check.optionalStrings(v, texts25);
}

/** #/components/schemas/FinanceContent/properties/dealers */
function FinanceContent$dealers(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.additional(v, known1, DealerStatements);
}

/** #/components/schemas/QuoteRequestContent */
function QuoteRequestContent(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.optionalStrings(v, texts26);
}

/** #/components/schemas/ProductComparisonContent */
function ProductComparisonContent(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.optionalStrings(v, texts27);
}

/** #/components/schemas/FinanceContent */
function FinanceContent(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.optional(v, "dealers", FinanceContent$dealers) ??
    check.optional(v, "request", QuoteRequestContent) ??
    check.optional(v, "products", ProductComparisonContent) ??
    check.optionalStrings(v, texts28);
}

/** #/components/schemas/StatusContent */
function StatusContent(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.optionalStrings(v, texts29);
}

/** #/components/schemas/CalculatorContent */
function CalculatorContent(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.optional(v, "steps", StepNames) ??
    check.optional(v, "vehicle", VehicleStepContent) ??
    check.optional(v, "charging", ChargingStepContent) ??
    check.optional(v, "select", SelectStepContent) ??
    check.optional(v, "compare", CompareStepContent) ??
    check.optional(v, "finance", FinanceContent) ??
    check.optional(v, "status", StatusContent) ??
    check.optionalStrings(v, texts30);
}

/** #/components/schemas/Configuration/properties/content */
function Configuration$content(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "default", CalculatorContent) ??
    check.additional(v, known31, CalculatorContent);
}

/** #/components/schemas/Configuration */
function Configuration(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "initialCalcOptions", VehicleInputData) ??
    check.required(v, "types", ChargeTypeLabels) ??
    check.required(v, "prices", ConfiguredChargePrices) ??
    check.required(v, "chargingProfiles", Configuration$chargingProfiles) ??
    check.optional(v, "priceRanges", PriceRanges) ??
    check.optional(v, "emissionFactors", EmissionFactors) ??
    check.optional(v, "finance", FinanceSettings) ??
    check.optional(v, "priceSources", Configuration$priceSources) ??
    check.optional(v, "realWorld", RealWorldAdjustment) ??
    check.optional(v, "vehicleTax", VehicleTaxRates) ??
    check.optional(v, "mileageDuty", MileageDuty) ??
    check.optional(v, "priceMaxAgeDays", Configuration$priceMaxAgeDays) ??
    check.required(v, "content", Configuration$content);
}

/** #/components/schemas/Lender */
function Lender(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.oneOfValues(v, values32);
}

/** #/components/schemas/FinanceParameters/properties/annualMileageOptions */
function FinanceParameters$annualMileageOptions(v: unknown): Issue | undefined {
  return check.array(v) ??
    check.items(v, check.integer);
}

/** #/components/schemas/FinanceParameters */
function FinanceParameters(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "lender", Lender) ??
    check.required(v, "product", FinanceProductType) ??
    check.required(v, "minTerm", check.integer) ??
    check.required(v, "maxTerm", check.integer) ??
    check.required(v, "termStep", check.integer) ??
    check.required(v, "minDepositPercent", check.number) ??
    check.required(v, "maxDepositPercent", check.number) ??
    check.required(v, "annualMileageOptions", FinanceParameters$annualMileageOptions) ??
    check.required(v, "representativeApr", check.number);
}

/** #/components/schemas/FinanceProduct */
function FinanceProduct(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "code", check.string) ??
    check.required(v, "name", check.string) ??
    check.required(v, "type", FinanceProductType) ??
    check.required(v, "lender", Lender) ??
    check.optional(v, "representativeApr", UsedVehicle$price);
}

/** #/components/schemas/FinanceProducts/properties/products */
function FinanceProducts$products(v: unknown): Issue | undefined {
  return check.array(v) ??
    check.items(v, FinanceProduct);
}

/** #/components/schemas/FinanceProducts */
function FinanceProducts(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "products", FinanceProducts$products);
}

/** #/components/schemas/LiveProductStatus */
function LiveProductStatus(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "productCode", check.string) ??
    check.required(v, "live", check.boolean);
}

/** #/components/schemas/ContractHireParameters */
function ContractHireParameters(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "terms", FinanceParameters$annualMileageOptions) ??
    check.required(v, "annualMileages", FinanceParameters$annualMileageOptions) ??
    check.required(v, "initialRentalMultiples", FinanceParameters$annualMileageOptions) ??
    check.required(v, "maintenanceAvailable", check.boolean);
}

/** #/components/schemas/FinanceQuote/properties/vehicleId */
function FinanceQuote$vehicleId(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.maxLength(v, 100);
}

/** #/components/schemas/FinanceQuote/properties/term */
function FinanceQuote$term(v: unknown): Issue | undefined {
  return check.integer(v) ??
    check.minimum(v, 1) ??
    check.maximum(v, 120);
}

/** #/components/schemas/FinanceQuote/properties/durationMonths */
function FinanceQuote$durationMonths(v: unknown): Issue | undefined {
  return check.integer(v) ??
    check.minimum(v, 1) ??
    check.maximum(v, 121);
}

/** #/components/schemas/FinanceQuote/properties/monthlyPayment */
function FinanceQuote$monthlyPayment(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.maximum(v, 100000) ??
    check.exclusiveMinimum(v, 0);
}

/** #/components/schemas/FinanceQuote/properties/optionalFinalPayment */
function FinanceQuote$optionalFinalPayment(v: unknown): Issue | undefined {
  return check.types(v, types5) ??
    check.minimum(v, 0) ??
    check.maximum(v, 1000000);
}

/** #/components/schemas/FinanceFee/properties/name */
function FinanceFee$name(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.minLength(v, 1) ??
    check.maxLength(v, 100);
}

/** #/components/schemas/FinanceFee/properties/amount */
function FinanceFee$amount(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.minimum(v, 0) ??
    check.maximum(v, 10000);
}

/** #/components/schemas/FinanceFee/properties/payableWith */
function FinanceFee$payableWith(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.oneOfValues(v, values33);
}

/** #/components/schemas/FinanceFee */
function FinanceFee(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "name", FinanceFee$name) ??
    check.required(v, "amount", FinanceFee$amount) ??
    check.required(v, "payableWith", FinanceFee$payableWith);
}

/** #/components/schemas/FinanceQuote/properties/fees */
function FinanceQuote$fees(v: unknown): Issue | undefined {
  return check.array(v) ??
    check.maxItems(v, 10) ??
    check.items(v, FinanceFee);
}

/** #/components/schemas/FinanceQuote/properties/totalRepayment */
function FinanceQuote$totalRepayment(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.maximum(v, 2000000) ??
    check.exclusiveMinimum(v, 0);
}

/** #/components/schemas/FinanceQuote/properties/interestRateRep */
function FinanceQuote$interestRateRep(v: unknown): Issue | undefined {
  return check.number(v) ??
    check.minimum(v, 0) ??
    check.maximum(v, 100);
}

/** #/components/schemas/FinanceQuote/properties/rateType */
function FinanceQuote$rateType(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.oneOfValues(v, values34);
}

/** #/components/schemas/FinanceQuote/properties/annualMileage */
function FinanceQuote$annualMileage(v: unknown): Issue | undefined {
  return check.types(v, types35) ??
    check.minimum(v, 0) ??
    check.maximum(v, 100000);
}

/** #/components/schemas/FinanceQuote/properties/excessMileagePencePerMile */
function FinanceQuote$excessMileagePencePerMile(v: unknown): Issue | undefined {
  return check.types(v, types5) ??
    check.minimum(v, 0) ??
    check.maximum(v, 100);
}

/** #/components/schemas/FinanceQuote */
function FinanceQuote(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "lender", Lender) ??
    check.required(v, "product", FinanceProductType) ??
    check.optional(v, "vehicleId", FinanceQuote$vehicleId) ??
    check.required(v, "price", RepresentativeExampleRequest$price) ??
    check.required(v, "term", FinanceQuote$term) ??
    check.required(v, "durationMonths", FinanceQuote$durationMonths) ??
    check.required(v, "deposit", RepresentativeExampleRequest$deposit) ??
    check.optional(v, "partExchange", RepresentativeExampleRequest$deposit) ??
    check.optional(v, "settlement", RepresentativeExampleRequest$deposit) ??
    check.required(v, "credit", RepresentativeExampleRequest$price) ??
    check.required(v, "monthlyPayment", FinanceQuote$monthlyPayment) ??
    check.required(v, "optionalFinalPayment", FinanceQuote$optionalFinalPayment) ??
    check.required(v, "fees", FinanceQuote$fees) ??
    check.required(v, "totalRepayment", FinanceQuote$totalRepayment) ??
    check.required(v, "totalChargeForCredit", RepresentativeExampleRequest$deposit) ??
    check.required(v, "interestRateRep", FinanceQuote$interestRateRep) ??
    check.required(v, "representative", check.boolean) ??
    check.required(v, "fixedRate", FinanceQuote$interestRateRep) ??
    check.required(v, "rateType", FinanceQuote$rateType) ??
    check.required(v, "annualMileage", FinanceQuote$annualMileage) ??
    check.required(v, "excessMileagePencePerMile", FinanceQuote$excessMileagePencePerMile) ??
    check.optionalStrings(v, texts36);
}

/** #/components/schemas/FieldRange */
function FieldRange(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "min", check.number) ??
    check.required(v, "max", check.number) ??
    check.required(v, "step", check.number) ??
    check.required(v, "default", check.number);
}

/** #/components/schemas/FinanceQuoteFieldData */
function FinanceQuoteFieldData(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "term", FieldRange) ??
    check.required(v, "deposit", FieldRange) ??
    check.required(v, "annualMileage", FieldRange);
}

/** #/components/schemas/ContractHireQuote */
function ContractHireQuote(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "vehicleId", check.string) ??
    check.required(v, "term", check.integer) ??
    check.required(v, "annualMileage", check.integer) ??
    check.required(v, "initialRental", check.number) ??
    check.required(v, "monthlyRental", check.number) ??
    check.optional(v, "excessMileagePencePerMile", check.number) ??
    check.required(v, "totalCost", check.number) ??
    check.optional(v, "maintenance", check.boolean) ??
    check.required(v, "vatIncluded", check.boolean);
}

/** #/components/schemas/PersonalLoanQuote */
function PersonalLoanQuote(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "loanAmount", check.number) ??
    check.required(v, "term", check.integer) ??
    check.required(v, "monthlyPayment", check.number) ??
    check.required(v, "interestRateRep", check.number) ??
    check.required(v, "totalRepayment", check.number);
}

/** #/components/schemas/PersonalLoanQuoteFieldData */
function PersonalLoanQuoteFieldData(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "loanAmount", FieldRange) ??
    check.required(v, "term", FieldRange);
}

/** #/components/schemas/Token/properties/tokenType */
function Token$tokenType(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.oneOfValues(v, values37);
}

/** #/components/schemas/Token */
function Token(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "accessToken", check.string) ??
    check.required(v, "tokenType", Token$tokenType) ??
    check.required(v, "expiresIn", UsedVehicleSearchResult$page);
}

/** #/components/schemas/VehicleModel */
function VehicleModel(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "modelCode", check.string) ??
    check.required(v, "modelName", check.string) ??
    check.optional(v, "fromPrice", ResultVehicle$evRange);
}

/** #/components/schemas/VehicleModels/properties/models */
function VehicleModels$models(v: unknown): Issue | undefined {
  return check.array(v) ??
    check.items(v, VehicleModel);
}

/** #/components/schemas/VehicleModels */
function VehicleModels(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "brand", check.string) ??
    check.required(v, "models", VehicleModels$models);
}

/** #/components/schemas/Trim/properties/id */
function Trim$id(v: unknown): Issue | undefined {
  return check.types(v, types38);
}

/** #/components/schemas/PowerTrain */
function PowerTrain(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.oneOfValues(v, values39);
}

/** #/components/schemas/CtaItem */
function CtaItem(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "label", check.string) ??
    check.required(v, "href", check.string) ??
    check.optional(v, "primary", check.boolean) ??
    check.optional(v, "icon", check.string);
}

/** #/components/schemas/Trim */
function Trim(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.optional(v, "id", Trim$id) ??
    check.optional(v, "modelYear", check.integer) ??
    check.required(v, "model", check.string) ??
    check.required(v, "powerTrain", PowerTrain) ??
    check.required(v, "runningCostCalcAllowed", check.boolean) ??
    check.optional(v, "otp", ResultVehicle$evRange) ??
    check.optional(v, "weightedCombinedMPG", ResultVehicle$evRange) ??
    check.optional(v, "evRange", ResultVehicle$evRange) ??
    check.optional(v, "standaloneRunningCostOTP", ResultVehicle$evRange) ??
    check.optional(v, "standaloneRunningCostCta", CtaItem) ??
    check.optionalStrings(v, texts40);
}

/** #/components/schemas/RunningCostModel/properties/trims */
function RunningCostModel$trims(v: unknown): Issue | undefined {
  return check.array(v) ??
    check.items(v, Trim);
}

/** #/components/schemas/RunningCostModel */
function RunningCostModel(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "modelName", check.string) ??
    check.required(v, "trims", RunningCostModel$trims);
}

/** #/components/schemas/RunningCostModels/properties/models */
function RunningCostModels$models(v: unknown): Issue | undefined {
  return check.array(v) ??
    check.items(v, RunningCostModel);
}

/** #/components/schemas/RunningCostModels */
function RunningCostModels(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "models", RunningCostModels$models);
}

/** #/components/schemas/Edition */
function Edition(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "id", check.string) ??
    check.required(v, "brand", check.string) ??
    check.required(v, "model", check.string) ??
    check.required(v, "description", check.string) ??
    check.required(v, "powerTrain", PowerTrain) ??
    check.optional(v, "otp", ResultVehicle$evRange) ??
    check.optional(v, "battery", ResultVehicle$evRange) ??
    check.optional(v, "evRange", ResultVehicle$evRange) ??
    check.optional(v, "weightedCombinedMPG", ResultVehicle$evRange) ??
    check.optional(v, "chargeSustainingMPG", ResultVehicle$evRange) ??
    check.optional(v, "capCode", check.string);
}

/** #/components/schemas/Editions/properties/editions */
function Editions$editions(v: unknown): Issue | undefined {
  return check.array(v) ??
    check.items(v, Edition);
}

/** #/components/schemas/Editions */
function Editions(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "editions", Editions$editions);
}

/** #/components/schemas/VehicleSearchHit */
function VehicleSearchHit(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "id", check.string) ??
    check.required(v, "brand", check.string) ??
    check.required(v, "model", check.string) ??
    check.required(v, "description", check.string) ??
    check.required(v, "powerTrain", PowerTrain) ??
    check.optional(v, "otp", ResultVehicle$evRange) ??
    check.optional(v, "image", check.string);
}

/** #/components/schemas/VehicleSearchResult/properties/results */
function VehicleSearchResult$results(v: unknown): Issue | undefined {
  return check.array(v) ??
    check.items(v, VehicleSearchHit);
}

/** #/components/schemas/VehicleSearchResult */
function VehicleSearchResult(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.required(v, "term", check.string) ??
    check.required(v, "results", VehicleSearchResult$results);
}

/** The 200 body of getAppConfigValues. */
export const getAppConfigValues: Check = AppConfigValues;
/** The 200 body of usedVehicleSearch. */
export const usedVehicleSearch: Check = UsedVehicleSearchResult;
/** The 200 body of clearCache. */
export const clearCache: Check = CacheClearResult;
/** The 200 body of clearOemDealerCache. */
export const clearOemDealerCache: Check = CacheClearResult;
/** The 200 body of calculateByQuery. */
export const calculateByQuery: Check = CalculationResponse;
/** The 200 body of calculate. */
export const calculate: Check = CalculationResponse;
/** The 200 body of getConfiguration. */
export const getConfiguration: Check = Configuration;
/** The 200 body of getSantanderFinanceParameters. */
export const getSantanderFinanceParameters: Check = FinanceParameters;
/** The 200 body of getSantanderFinanceProducts. */
export const getSantanderFinanceProducts: Check = FinanceProducts;
/** The 200 body of getZenithFinanceProducts. */
export const getZenithFinanceProducts: Check = FinanceProducts;
/** The 200 body of isSantanderLiveProduct. */
export const isSantanderLiveProduct: Check = LiveProductStatus;
/** The 200 body of getContractHireFinanceProductsParameters. */
export const getContractHireFinanceProductsParameters: Check = ContractHireParameters;
/** The 200 body of getSantanderFinanceQuoteData. */
export const getSantanderFinanceQuoteData: Check = FinanceQuote;
/** The 200 body of getSantanderFinanceQuoteFieldData. */
export const getSantanderFinanceQuoteFieldData: Check = FinanceQuoteFieldData;
/** The 200 body of getContractHireFinanceQuoteData. */
export const getContractHireFinanceQuoteData: Check = ContractHireQuote;
/** The 200 body of getPersonalLoanQuoteData. */
export const getPersonalLoanQuoteData: Check = PersonalLoanQuote;
/** The 200 body of getPersonalLoanQuoteFieldData. */
export const getPersonalLoanQuoteFieldData: Check = PersonalLoanQuoteFieldData;
/** The 200 body of getToken. */
export const getToken: Check = Token;
/** The 200 body of getModels. */
export const getModels: Check = VehicleModels;
/** The 200 body of getRunningCostModels. */
export const getRunningCostModels: Check = RunningCostModels;
/** The 200 body of getEditions. */
export const getEditions: Check = Editions;
/** The 200 body of searchVehicles. */
export const searchVehicles: Check = VehicleSearchResult;
