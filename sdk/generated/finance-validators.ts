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
const texts15 = ["title","label","find","finding","invalid","missing","notFound","failed","found","filled","kept","mileageEstimated","mileageUnknown","askMpg","typicalMpg","electric","privacy"] as const;
const texts16 = ["title","illustrativeTitle","description","illustrativeDescription","partlyExampleDescription","fuelLabel","petrolLabel","dieselLabel","mpgLabel","mileageLabel","perWeekLabel","perMonthLabel","perYearLabel","mileagePeriodLabel","fuelPriceLabel","vehicleTaxLabel","vehicleTaxHint","defaultAsOf","pricePerLitre","next","save","resetAll","resetDone","undoReset"] as const;
const values17 = ["standard","off-peak"] as const;
const texts18 = ["validFrom","validTo"] as const;
const texts19 = ["title","description","reset","customProfile","profile","total","totalError","footer","cancel","next","save","done","priceLabel","changePrice","pricePerKwh","homeTariffLabel","homeTariffHint","otherTariff"] as const;
const texts20 = ["title","description","descriptionExample","allModels","clear","sortLabel","sortModel","sortPriceDesc","sortPriceAsc","compareLabel","selectedLabel","basketTitle","maxReached","noneSelected","remove","clearAll","compare","backToTop","noModels","modelFilterLabel","electricRangeMiles","mpgFigure","priceOnRequest","shownCount","showMore"] as const;
const texts21 = ["title","yearsLabel","yearsValue","oneYear","termBasis","cashBasis","keepTotal","keepTotalExample","partFuel","vehicleTotal","partFinance","partPrice","partEnergy","partTax","partTaxFromSecondYear","partMileageDuty","partExcess","moreThanKeeping","lessThanKeeping","moreThanKeepingExample","lessThanKeepingExample","paysOff","doesNotPayOff","finalPayment","chartName","tableOpen","tableCaption","month","ended","keepLabel","keepLabelExample","waiting","notCosted"] as const;
const texts22 = ["copy","copied","copyFailed","restored","changed","check","belowMinimum","aboveMaximum","notWhole","unknown","sharesTotal","missing","vehiclesLeftOut","chargeTypesLeftOut","refused","otherBrand"] as const;
const texts23 = ["title","mileage","mileageValue","mileageExample","fuel","fuelExample","petrol","diesel","fuelValue","hybrids","hybridsValue","charging","range","rangeValue","plugInHybrids","plugInHybridsValue","prices","priceSource","pricesOutOfDate","plugInHybridShare","plugInHybridShareExample","co2","readTerms","realWorld","realWorldValue","officialValue","chargingLosses","chargingLossesValue","vehicleTax","vehicleTaxValue","vehicleTaxOld","mileageDuty","mileageDutyValue","vehicleTaxOutOfDate"] as const;
const texts24 = ["title","illustrativeTitle","description","annual","monthly","weekly","onTheRoadPrice","currentRunningCost","estimatedRunningCost","runningCostDifference","illustrativeCostDifference","fuelEconomy","electricRange","plugInHybridBasis","illustrativeHeadline","exampleMpgHeadline","exampleMileageHeadline","exampleMpgMileageHeadline","checkHeadline","illustrativeDescription","plugInHybridHeadline","mileageDutyAhead","mileageDutySince","mileageDutySinceLeftOut","mileageDutyAheadExample","mileageDutySinceExample","mileageDutySinceLeftOutExample","headlineUntil","headlineFrom","mileageDutyLine","mileageDutyOld","mileageDutyElectricCars","mileageDutyPlugInHybrids","chargingBasis","officialBasisNote","officialBasisNoteExample","batteryCapacity","yourVehicle","exampleVehicle","exampleValue","chargingProfile","edit","editVehicle","editCharging","back","print","remove","viewOffers","infoTitle","infoText","termsTitle","showTerms","hideTerms","notAvailable","saves","costsMore","costsSame","aYear","aMonth","aWeek","costPerMile","pencePerMile","co2PerYear","co2Kg","electricShare","expectedEconomy","expectedRange","pricesAsOf","savingBasis","savingBasisWithTax","fuelAndEnergy","fuelOnly","electricityOnly","vehicleTax","tariffs","tariffCost","basisLabel","realWorldFigures","officialFigures","otherBasis","otherBasisOfficial","otherBasisOfficialExample","terms"] as const;
const texts25 = ["fcaStatus","address"] as const;
const texts26 = ["open","title","intro","introLender","firstName","lastName","email","emailHint","phone","postcode","consent","privacyNotice","submit","sending","sent","sentTo","sentToPhone","sentEarlier","correct","keepSent","failed","errorSummary","firstNameMissing","firstNameInvalid","lastNameMissing","lastNameInvalid","emailMissing","emailInvalid","emailCheck","emailUse","firstNameCheck","lastNameCheck","checkAgain","phoneInvalid","postcodeMissing","postcodeInvalid","consentMissing","restateTitle","quotedOn","softSearch","hardSearch","nextSteps","financeInvalid","financeUpdating","financeFailed","timedOut","duplicate","duplicateCorrected","tooLarge","tooMany","tooManyWait","tooManyLater","rejected"] as const;
const texts27 = ["show","caption","monthly","apr","aprValue","finalPayment","noFinalPayment","totalPayable","mileageLimit","mileageLimitValue","noMileageLimit","excessIfReturned","noExcess","tradeOff","tradeOffReturn"] as const;
const texts28 = ["title","pcp","hp","representativeExample","illustrativeExample","cashPrice","deposit","credit","monthlyPayments","optionalFinalPayment","includesFee","totalChargeForCredit","totalPayable","duration","durationValue","rateOfInterest","variableRateOfInterest","rateValue","apr","aprValue","annualMileage","mileageValue","excessMileage","excessMileageValue","outgoings","outgoingsExample","energyCharging","energyFuel","energyBoth","notASaving","notASavingFinalPayment","notASavingExcess","notASavingExcessExample","pcpExplainer","mileageNote","subjectToStatus","notAnOffer","otherRate","choiceMoved","figuresForDeposit","lender","lenderAddress","providedBy","lenderFcaStatus","representativeTitle","representativeBasis","illustrationTitle","illustrationSummary","quotedOn","excessMileageCost","excessBeside","totalWithExcess","yearsValue","hpSuggestion","change","termLabel","termValue","depositLabel","mileageLabel","loading","failed","notAvailable"] as const;
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
    check.requiredField(v, "values", AppConfigValues$values);
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
    check.requiredField(v, "id", check.string) ??
    check.requiredField(v, "vrm", check.string) ??
    check.requiredField(v, "make", check.string) ??
    check.requiredField(v, "model", check.string) ??
    check.requiredField(v, "year", check.integer) ??
    check.requiredField(v, "mileage", UsedVehicleSearchResult$totalCount) ??
    check.requiredField(v, "price", UsedVehicle$price) ??
    check.requiredField(v, "fuelType", UsedFuelType) ??
    check.optionalField(v, "transmission", UsedVehicle$transmission) ??
    check.requiredField(v, "dealerId", check.string) ??
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
    check.requiredField(v, "totalCount", UsedVehicleSearchResult$totalCount) ??
    check.requiredField(v, "page", UsedVehicleSearchResult$page) ??
    check.requiredField(v, "pageSize", UsedVehicleSearchResult$page) ??
    check.requiredField(v, "vehicles", UsedVehicleSearchResult$vehicles);
}

/** #/components/schemas/CacheClearResult */
function CacheClearResult(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "cleared", check.boolean) ??
    check.requiredField(v, "scope", check.string) ??
    check.requiredField(v, "clearedAt", check.string);
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
    check.requiredField(v, "evRange", ResultVehicle$evRange) ??
    check.requiredField(v, "battery", ResultVehicle$evRange) ??
    check.requiredField(v, "mpg", ResultVehicle$evRange) ??
    check.requiredField(v, "capVehicleDescription", check.string);
}

/** #/components/schemas/VehicleResult */
function VehicleResult(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "vehicleId", check.string) ??
    check.requiredField(v, "annualSaving", check.number) ??
    check.requiredField(v, "monthlySaving", check.number) ??
    check.requiredField(v, "weeklySaving", check.number) ??
    check.requiredField(v, "newAnnualRunningCost", UsedVehicle$price) ??
    check.requiredField(v, "newMonthlyRunningCost", UsedVehicle$price) ??
    check.requiredField(v, "newWeeklyRunningCost", UsedVehicle$price) ??
    check.requiredField(v, "currentAnnualRunningCost", UsedVehicle$price) ??
    check.requiredField(v, "currentMonthlyRunningCost", UsedVehicle$price) ??
    check.requiredField(v, "currentWeeklyRunningCost", UsedVehicle$price) ??
    check.requiredField(v, "electricityCost", UsedVehicle$price) ??
    check.requiredField(v, "electricShare", VehicleResult$electricShare) ??
    check.requiredField(v, "vehicle", ResultVehicle);
}

/** #/components/schemas/CalculationResponse/properties/vehicleResults */
function CalculationResponse$vehicleResults(v: unknown): Issue | undefined {
  return check.array(v) ??
    check.items(v, VehicleResult);
}

/** #/components/schemas/CalculationResponse */
function CalculationResponse(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "vehicleResults", CalculationResponse$vehicleResults);
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
    check.optionalField(v, "fuel", FuelType) ??
    check.requiredField(v, "mpg", MilesPerGallon) ??
    check.requiredField(v, "mileage", VehicleInputData$mileage) ??
    check.optionalField(v, "mileagePer", MileagePeriod) ??
    check.requiredField(v, "fuelPrice", PricePerLitre) ??
    check.optionalField(v, "petrolPrice", PricePerLitre) ??
    check.optionalField(v, "dieselPrice", PricePerLitre) ??
    check.optionalField(v, "vehicleTax", AnnualVehicleTax) ??
    check.optionalField(v, "showOnLoad", check.boolean) ??
    check.optionalField(v, "valid", check.boolean);
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
    check.requiredField(v, "home", PricePerKwh) ??
    check.requiredField(v, "free", PricePerKwh) ??
    check.requiredField(v, "standard", PricePerKwh) ??
    check.requiredField(v, "rapid", PricePerKwh) ??
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
    check.requiredField(v, "name", check.string) ??
    check.requiredField(v, "defaults", ChargeShares);
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
    check.requiredField(v, "min", UsedVehicle$price) ??
    check.requiredField(v, "max", PriceRange$max);
}

/** #/components/schemas/PriceRanges */
function PriceRanges(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.optionalField(v, "fuel", PriceRange) ??
    check.optionalField(v, "electricity", PriceRange);
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
    check.requiredField(v, "petrolKgPerLitre", EmissionFactors$petrolKgPerLitre) ??
    check.requiredField(v, "dieselKgPerLitre", EmissionFactors$petrolKgPerLitre) ??
    check.requiredField(v, "electricityKgPerKwh", EmissionFactors$electricityKgPerKwh) ??
    check.requiredField(v, "source", check.string);
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
    check.requiredField(v, "vehicle", RepresentativeExampleRequest$vehicle) ??
    check.requiredField(v, "price", RepresentativeExampleRequest$price) ??
    check.requiredField(v, "deposit", RepresentativeExampleRequest$deposit) ??
    check.requiredField(v, "term", RepresentativeExampleRequest$term) ??
    check.optionalField(v, "annualMileage", RepresentativeExampleRequest$annualMileage);
}

/** #/components/schemas/FinanceSettings/properties/representativeExamples */
function FinanceSettings$representativeExamples(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.optionalField(v, "PCP", RepresentativeExampleRequest) ??
    check.optionalField(v, "HP", RepresentativeExampleRequest);
}

/** #/components/schemas/FinanceSettings/properties/representativeExamplesByBrand */
function FinanceSettings$representativeExamplesByBrand(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.additional(v, known1, FinanceSettings$representativeExamples);
}

/** #/components/schemas/QuoteValidDays */
function QuoteValidDays(v: unknown): Issue | undefined {
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
    check.optionalField(v, "products", FinanceSettings$products) ??
    check.optionalField(v, "representativeExamples", FinanceSettings$representativeExamples) ??
    check.optionalField(v, "representativeExamplesByBrand", FinanceSettings$representativeExamplesByBrand) ??
    check.optionalField(v, "quoteValidDays", QuoteValidDays) ??
    check.optionalField(v, "creditSearch", FinanceSettings$creditSearch) ??
    check.optionalField(v, "lenderHosts", FinanceSettings$lenderHosts) ??
    check.optionalField(v, "dealerHosts", FinanceSettings$dealerHosts);
}

/** #/components/schemas/PriceSource */
function PriceSource(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "asOf", check.string) ??
    check.requiredField(v, "source", RepresentativeExampleRequest$vehicle);
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
    check.requiredField(v, "petrol", ConsumptionFactor) ??
    check.requiredField(v, "hybrid", ConsumptionFactor) ??
    check.requiredField(v, "plugInHybridPetrol", ConsumptionFactor) ??
    check.requiredField(v, "electric", ConsumptionFactor);
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
    check.requiredField(v, "asOf", check.string) ??
    check.requiredField(v, "source", FactorSource$source);
}

/** #/components/schemas/RealWorldAdjustment/properties/sources */
function RealWorldAdjustment$sources(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "fuel", FactorSource) ??
    check.requiredField(v, "electric", FactorSource) ??
    check.requiredField(v, "chargingLosses", FactorSource);
}

/** #/components/schemas/RealWorldAdjustment */
function RealWorldAdjustment(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "factors", RealWorldAdjustment$factors) ??
    check.requiredField(v, "chargingLosses", RealWorldAdjustment$chargingLosses) ??
    check.requiredField(v, "sources", RealWorldAdjustment$sources);
}

/** #/components/schemas/VehicleTaxRates */
function VehicleTaxRates(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "standardRate", AnnualVehicleTax) ??
    check.requiredField(v, "supplement", AnnualVehicleTax) ??
    check.requiredField(v, "supplementThreshold", UsedVehicle$price) ??
    check.requiredField(v, "zeroEmissionSupplementThreshold", UsedVehicle$price) ??
    check.requiredField(v, "validFrom", check.string) ??
    check.requiredField(v, "validTo", check.string) ??
    check.requiredField(v, "source", FactorSource$source);
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
    check.requiredField(v, "electricPencePerMile", MileageDuty$electricPencePerMile) ??
    check.requiredField(v, "plugInHybridPencePerMile", MileageDuty$electricPencePerMile) ??
    check.requiredField(v, "from", check.string) ??
    check.requiredField(v, "source", FactorSource$source) ??
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
    check.optionalField(v, "mpgHelp", HelpText) ??
    check.optionalField(v, "mileageHelp", HelpText) ??
    check.optionalField(v, "fuelPriceHelp", HelpText) ??
    check.optionalField(v, "plate", PlateLookupContent) ??
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
    check.requiredField(v, "label", check.string) ??
    check.requiredField(v, "price", HomeTariff$price) ??
    check.optionalField(v, "kind", HomeTariff$kind) ??
    check.optionalField(v, "source", FactorSource$source) ??
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
    check.optionalField(v, "homeTariffs", ChargingStepContent$homeTariffs) ??
    check.optionalField(v, "help", HelpText) ??
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
    check.optionalField(v, "ownership", OwnershipContent) ??
    check.optionalField(v, "share", ShareLinkContent) ??
    check.optionalField(v, "assumptions", AssumptionTexts) ??
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
    check.requiredField(v, "legalName", DealerStatements$legalName) ??
    check.requiredField(v, "brokerStatement", DealerStatements$legalName) ??
    check.requiredField(v, "commission", DealerStatements$legalName) ??
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
    check.optionalField(v, "dealers", FinanceContent$dealers) ??
    check.optionalField(v, "request", QuoteRequestContent) ??
    check.optionalField(v, "products", ProductComparisonContent) ??
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
    check.optionalField(v, "steps", StepNames) ??
    check.optionalField(v, "vehicle", VehicleStepContent) ??
    check.optionalField(v, "charging", ChargingStepContent) ??
    check.optionalField(v, "select", SelectStepContent) ??
    check.optionalField(v, "compare", CompareStepContent) ??
    check.optionalField(v, "finance", FinanceContent) ??
    check.optionalField(v, "status", StatusContent) ??
    check.optionalStrings(v, texts30);
}

/** #/components/schemas/Configuration/properties/content */
function Configuration$content(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "default", CalculatorContent) ??
    check.additional(v, known31, CalculatorContent);
}

/** #/components/schemas/Configuration */
function Configuration(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "initialCalcOptions", VehicleInputData) ??
    check.requiredField(v, "types", ChargeTypeLabels) ??
    check.requiredField(v, "prices", ConfiguredChargePrices) ??
    check.requiredField(v, "chargingProfiles", Configuration$chargingProfiles) ??
    check.optionalField(v, "priceRanges", PriceRanges) ??
    check.optionalField(v, "emissionFactors", EmissionFactors) ??
    check.optionalField(v, "finance", FinanceSettings) ??
    check.optionalField(v, "priceSources", Configuration$priceSources) ??
    check.optionalField(v, "realWorld", RealWorldAdjustment) ??
    check.optionalField(v, "vehicleTax", VehicleTaxRates) ??
    check.optionalField(v, "mileageDuty", MileageDuty) ??
    check.optionalField(v, "priceMaxAgeDays", Configuration$priceMaxAgeDays) ??
    check.requiredField(v, "content", Configuration$content);
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
    check.requiredField(v, "lender", Lender) ??
    check.requiredField(v, "product", FinanceProductType) ??
    check.requiredField(v, "minTerm", check.integer) ??
    check.requiredField(v, "maxTerm", check.integer) ??
    check.requiredField(v, "termStep", check.integer) ??
    check.requiredField(v, "minDepositPercent", check.number) ??
    check.requiredField(v, "maxDepositPercent", check.number) ??
    check.requiredField(v, "annualMileageOptions", FinanceParameters$annualMileageOptions) ??
    check.requiredField(v, "representativeApr", check.number);
}

/** #/components/schemas/FinanceProduct */
function FinanceProduct(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "code", check.string) ??
    check.requiredField(v, "name", check.string) ??
    check.requiredField(v, "type", FinanceProductType) ??
    check.requiredField(v, "lender", Lender) ??
    check.optionalField(v, "representativeApr", UsedVehicle$price);
}

/** #/components/schemas/FinanceProducts/properties/products */
function FinanceProducts$products(v: unknown): Issue | undefined {
  return check.array(v) ??
    check.items(v, FinanceProduct);
}

/** #/components/schemas/FinanceProducts */
function FinanceProducts(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "products", FinanceProducts$products);
}

/** #/components/schemas/LiveProductStatus */
function LiveProductStatus(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "productCode", check.string) ??
    check.requiredField(v, "live", check.boolean);
}

/** #/components/schemas/ContractHireParameters */
function ContractHireParameters(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "terms", FinanceParameters$annualMileageOptions) ??
    check.requiredField(v, "annualMileages", FinanceParameters$annualMileageOptions) ??
    check.requiredField(v, "initialRentalMultiples", FinanceParameters$annualMileageOptions) ??
    check.requiredField(v, "maintenanceAvailable", check.boolean);
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
    check.requiredField(v, "name", FinanceFee$name) ??
    check.requiredField(v, "amount", FinanceFee$amount) ??
    check.requiredField(v, "payableWith", FinanceFee$payableWith);
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
    check.requiredField(v, "lender", Lender) ??
    check.requiredField(v, "product", FinanceProductType) ??
    check.optionalField(v, "vehicleId", FinanceQuote$vehicleId) ??
    check.requiredField(v, "price", RepresentativeExampleRequest$price) ??
    check.requiredField(v, "term", FinanceQuote$term) ??
    check.requiredField(v, "durationMonths", FinanceQuote$durationMonths) ??
    check.requiredField(v, "deposit", RepresentativeExampleRequest$deposit) ??
    check.optionalField(v, "partExchange", RepresentativeExampleRequest$deposit) ??
    check.optionalField(v, "settlement", RepresentativeExampleRequest$deposit) ??
    check.requiredField(v, "credit", RepresentativeExampleRequest$price) ??
    check.requiredField(v, "monthlyPayment", FinanceQuote$monthlyPayment) ??
    check.requiredField(v, "optionalFinalPayment", FinanceQuote$optionalFinalPayment) ??
    check.requiredField(v, "fees", FinanceQuote$fees) ??
    check.requiredField(v, "totalRepayment", FinanceQuote$totalRepayment) ??
    check.requiredField(v, "totalChargeForCredit", RepresentativeExampleRequest$deposit) ??
    check.requiredField(v, "interestRateRep", FinanceQuote$interestRateRep) ??
    check.requiredField(v, "representative", check.boolean) ??
    check.requiredField(v, "fixedRate", FinanceQuote$interestRateRep) ??
    check.requiredField(v, "rateType", FinanceQuote$rateType) ??
    check.requiredField(v, "annualMileage", FinanceQuote$annualMileage) ??
    check.requiredField(v, "excessMileagePencePerMile", FinanceQuote$excessMileagePencePerMile) ??
    check.optionalStrings(v, texts36);
}

/** #/components/schemas/FieldRange */
function FieldRange(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "min", check.number) ??
    check.requiredField(v, "max", check.number) ??
    check.requiredField(v, "step", check.number) ??
    check.requiredField(v, "default", check.number);
}

/** #/components/schemas/FinanceQuoteFieldData */
function FinanceQuoteFieldData(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "term", FieldRange) ??
    check.requiredField(v, "deposit", FieldRange) ??
    check.requiredField(v, "annualMileage", FieldRange);
}

/** #/components/schemas/ContractHireQuote */
function ContractHireQuote(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "vehicleId", check.string) ??
    check.requiredField(v, "term", check.integer) ??
    check.requiredField(v, "annualMileage", check.integer) ??
    check.requiredField(v, "initialRental", check.number) ??
    check.requiredField(v, "monthlyRental", check.number) ??
    check.optionalField(v, "excessMileagePencePerMile", check.number) ??
    check.requiredField(v, "totalCost", check.number) ??
    check.optionalField(v, "maintenance", check.boolean) ??
    check.requiredField(v, "vatIncluded", check.boolean);
}

/** #/components/schemas/PersonalLoanQuote */
function PersonalLoanQuote(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "loanAmount", check.number) ??
    check.requiredField(v, "term", check.integer) ??
    check.requiredField(v, "monthlyPayment", check.number) ??
    check.requiredField(v, "interestRateRep", check.number) ??
    check.requiredField(v, "totalRepayment", check.number);
}

/** #/components/schemas/PersonalLoanQuoteFieldData */
function PersonalLoanQuoteFieldData(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "loanAmount", FieldRange) ??
    check.requiredField(v, "term", FieldRange);
}

/** #/components/schemas/Token/properties/tokenType */
function Token$tokenType(v: unknown): Issue | undefined {
  return check.string(v) ??
    check.oneOfValues(v, values37);
}

/** #/components/schemas/Token */
function Token(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "accessToken", check.string) ??
    check.requiredField(v, "tokenType", Token$tokenType) ??
    check.requiredField(v, "expiresIn", UsedVehicleSearchResult$page);
}

/** #/components/schemas/VehicleModel */
function VehicleModel(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "modelCode", check.string) ??
    check.requiredField(v, "modelName", check.string) ??
    check.optionalField(v, "fromPrice", ResultVehicle$evRange);
}

/** #/components/schemas/VehicleModels/properties/models */
function VehicleModels$models(v: unknown): Issue | undefined {
  return check.array(v) ??
    check.items(v, VehicleModel);
}

/** #/components/schemas/VehicleModels */
function VehicleModels(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "brand", check.string) ??
    check.requiredField(v, "models", VehicleModels$models);
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
    check.requiredField(v, "label", check.string) ??
    check.requiredField(v, "href", check.string) ??
    check.optionalField(v, "primary", check.boolean) ??
    check.optional(v, "icon", check.string);
}

/** #/components/schemas/Trim */
function Trim(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.optionalField(v, "id", Trim$id) ??
    check.optionalField(v, "modelYear", check.integer) ??
    check.requiredField(v, "model", check.string) ??
    check.requiredField(v, "powerTrain", PowerTrain) ??
    check.requiredField(v, "runningCostCalcAllowed", check.boolean) ??
    check.optionalField(v, "otp", ResultVehicle$evRange) ??
    check.optionalField(v, "weightedCombinedMPG", ResultVehicle$evRange) ??
    check.optionalField(v, "evRange", ResultVehicle$evRange) ??
    check.optionalField(v, "standaloneRunningCostOTP", ResultVehicle$evRange) ??
    check.optionalField(v, "standaloneRunningCostCta", CtaItem) ??
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
    check.requiredField(v, "modelName", check.string) ??
    check.requiredField(v, "trims", RunningCostModel$trims);
}

/** #/components/schemas/RunningCostModels/properties/models */
function RunningCostModels$models(v: unknown): Issue | undefined {
  return check.array(v) ??
    check.items(v, RunningCostModel);
}

/** #/components/schemas/RunningCostModels */
function RunningCostModels(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "models", RunningCostModels$models);
}

/** #/components/schemas/Edition */
function Edition(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "id", check.string) ??
    check.requiredField(v, "brand", check.string) ??
    check.requiredField(v, "model", check.string) ??
    check.requiredField(v, "description", check.string) ??
    check.requiredField(v, "powerTrain", PowerTrain) ??
    check.optionalField(v, "otp", ResultVehicle$evRange) ??
    check.optionalField(v, "battery", ResultVehicle$evRange) ??
    check.optionalField(v, "evRange", ResultVehicle$evRange) ??
    check.optionalField(v, "weightedCombinedMPG", ResultVehicle$evRange) ??
    check.optionalField(v, "chargeSustainingMPG", ResultVehicle$evRange) ??
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
    check.requiredField(v, "editions", Editions$editions);
}

/** #/components/schemas/VehicleSearchHit */
function VehicleSearchHit(v: unknown): Issue | undefined {
  return check.object(v) ??
    check.requiredField(v, "id", check.string) ??
    check.requiredField(v, "brand", check.string) ??
    check.requiredField(v, "model", check.string) ??
    check.requiredField(v, "description", check.string) ??
    check.requiredField(v, "powerTrain", PowerTrain) ??
    check.optionalField(v, "otp", ResultVehicle$evRange) ??
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
    check.requiredField(v, "term", check.string) ??
    check.requiredField(v, "results", VehicleSearchResult$results);
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
