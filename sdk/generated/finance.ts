// Auto-generated from openapi/finance.yaml by openapi/scripts/generate.ts. Do not edit: run `npm run generate`.
export interface paths {
    "/api/v1/AppConfig/GetAppConfigValues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read the application's configuration values. */
        post: operations["getAppConfigValues"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/AzureSearch/UsedVehicleSearch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search used vehicles in dealer stock. */
        post: operations["usedVehicleSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/CalculatorConfiguration/ClearCache": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Clear the cached calculator configuration. */
        post: operations["clearCache"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/CalculatorConfiguration/ClearOemDealerCache": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Clear the cached manufacturer-direct (OEM) dealer configuration. */
        post: operations["clearOemDealerCache"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/CostSavingCalculator/Calculate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Calculate running costs for up to the maximum compare count of vehicles (the calculator's own reading).
         * @description Running costs use the published formulas: current = (annual miles / mpg) x 4.54609 x fuel price;
         *     electric = sum over charge types of (share x price per kWh) x annual miles x (battery kWh / range miles);
         *     a hybrid (`hev`) uses the fuel formula with its weighted combined MPG at the petrol price (`petrolPrice`),
         *     whatever the current car burns. A plug-in hybrid (`phev`) drives an electric share of its miles,
         *     share = min(1, WLTP electric range / daily miles) with daily miles = weeklyMileage / 7 (one full charge a
         *     day: the SAE J2841 utility factor of a single driver with a fixed daily distance); those miles use the
         *     electric formula, the rest the fuel formula with its charge-sustaining MPG at the petrol price.
         *     Annual miles = weeklyMileage x 52. One `{type}ChargeCost` parameter is sent per charge type of the
         *     configuration. Prices outside the plausible UK ranges below (a price typed in pence, say) are refused.
         */
        get: operations["calculateByQuery"];
        put?: never;
        /** Calculate running costs from a JSON body (the listed reading). */
        post: operations["calculate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/CostSavingCalculator/Configuration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the calculator's initial options, charge types, prices, charging profiles and content. */
        get: operations["getConfiguration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/FinanceData/GetSantanderFinanceParameters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read Santander's finance parameters for a vehicle price. */
        post: operations["getSantanderFinanceParameters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/FinanceProducts/GetSantanderFinanceProducts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List Santander's finance products. */
        post: operations["getSantanderFinanceProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/FinanceProducts/GetZenithFinanceProducts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List Zenith's finance products. */
        post: operations["getZenithFinanceProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/FinanceProducts/IsSantanderLiveProduct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tell whether a Santander product is live. */
        post: operations["isSantanderLiveProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/FinanceProducts/GetContractHireFinanceProductsParameters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read the options for a contract hire agreement. */
        post: operations["getContractHireFinanceProductsParameters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/FinanceQuote/GetSantanderFinanceQuoteData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quote Santander finance (HP or PCP) for a vehicle.
         * @description Quotes hire purchase (HP) or personal contract purchase (PCP) for one vehicle at a cash price, from a deposit,
         *     a number of monthly payments and (PCP) the annual miles. Every figure is the lender's: a calculator shows them
         *     as answered, in its representative example (CONC 3.5.5R(1)), and computes none of them.
         *
         *     The mock server's formula (`mocks/calculation/finance-quote.ts`, the reference for a backend team): monthly
         *     rate r = (1 + APR)^(1/12) - 1; HP payment = credit x r / (1 - (1 + r)^-n); PCP: the optional final payment
         *     (the guaranteed future value plus the £10 option-to-purchase fee) falls due at month n + 1, and payment =
         *     (credit - OFP / (1 + r)^(n + 1)) x r / (1 - (1 + r)^-n); the payment rounded to the penny.
         *
         *     Bounds: those of `getSantanderFinanceQuoteFieldData` for the same product and price. A request outside them
         *     is a 400 naming each field (`product`, `price`, `term`, `deposit`, `expectedMileage`). A vehicle the lender
         *     has no product for (in the mock: a cash price outside £5,000 to £100,000, or a product the lender does not
         *     offer for it) is a 404 whose title says so: "No finance product for this vehicle". That is an answer, not a
         *     failure: a calculator says finance is not available for this vehicle, with no Retry.
         */
        post: operations["getSantanderFinanceQuoteData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/FinanceQuote/GetSantanderFinanceQuoteFieldData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read the bounds of the Santander quote form's fields.
         * @description The term, deposit and annual mileage a Santander quote accepts for a product (default PCP) and cash price,
         *     each with its step and default. The mock lender's rules: the deposit 10% to 40% of the price in £100 steps
         *     (10% rounded up to £100 by default); PCP terms 24 to 48 months, HP 12 to 60, in steps of 12, 48 by
         *     default; PCP annual mileage 5,000 to 30,000 in steps of 1,000, 10,000 by default. HP has no mileage
         *     condition: its `annualMileage` range is returned anyway, unused. A vehicle the lender has no product for
         *     is a 404, as for the quote.
         */
        post: operations["getSantanderFinanceQuoteFieldData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/FinanceQuote/GetContractHireFinanceQuoteData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Quote contract hire (leasing) for a vehicle. */
        post: operations["getContractHireFinanceQuoteData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/FinanceQuote/GetPersonalLoanQuoteData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Quote a personal loan. */
        post: operations["getPersonalLoanQuoteData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/FinanceQuote/GetPersonalLoanQuoteFieldData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read the bounds of the personal loan form's fields. */
        post: operations["getPersonalLoanQuoteFieldData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Token/Index": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Obtain a bearer token for the secure calls. */
        post: operations["getToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/VehicleData/GetModels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List a brand's vehicle models. */
        post: operations["getModels"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/VehicleData/GetRunningCostModels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List a brand's models and trims for the running-cost calculator. */
        post: operations["getRunningCostModels"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/VehicleData/GetEditions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List the editions (trims) of a brand's model with their technical figures. */
        post: operations["getEditions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/VehicleData/Search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search new vehicles by free text. */
        post: operations["searchVehicles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description An RFC 9457 problem; `errors` names each field that broke a rule. */
        Problem: {
            type?: string;
            title: string;
            status: number;
            detail?: string;
            instance?: string;
            errors?: components["schemas"]["FieldError"][];
        };
        FieldError: {
            /** @description The field that broke the rule: a body field by its path from the top of the body, keys and array indexes joined by dots (`customer.email`, `fees.0.name`); a query parameter by its name; `body` for the body as a whole. */
            field: string;
            rule: string;
            message: string;
        };
        /** @description A 400 problem; `errors` names every field that broke a rule (the calculator shows them by field). */
        ValidationProblem: components["schemas"]["Problem"] & {
            errors: components["schemas"]["FieldError"][];
        };
        /**
         * @description Current vehicle's fuel; petrol includes hybrid and plug-in hybrid.
         * @enum {string}
         */
        FuelType: "petrol" | "diesel";
        /** @enum {string} */
        MileagePeriod: "week" | "month" | "year";
        /**
         * @description bev battery-electric, phev plug-in hybrid, hev hybrid (uses the fuel formula).
         * @enum {string}
         */
        PowerTrain: "bev" | "phev" | "hev";
        /**
         * @description Pounds per kWh (0.085 is 8.5p). Up to £1.00, the plausible UK ceiling (public ultra-rapid charging is about
         *     79-83p pay as you go): a price typed in pence (8.5 for 8.5p) is refused, not costed.
         */
        PricePerKwh: number;
        /**
         * @description Miles a week, above 0 and at most 10,000 (about 1,400 a day), which keeps every figure finite. Above 1,000 a
         *     week (52,000 a year, several times the UK average of about 7,000) a form asks the visitor to check the figure,
         *     as 1500 typed for 150 would multiply every cost by ten. Below 10 a week (520 a year) it asks too: a weekly
         *     figure left on "per year" (150 a year for 150 a week) would make every saving about fifty times too small.
         */
        WeeklyMileage: number;
        /** @description How many days a quote holds after the day it was made: at most 90, the longest a motor-finance quote's figures are offered for. A quote whose own `validUntil` is later than that after its `quotedAt` (a lender's "valid until 31 December 2099") is refused, as is one dated after today or ending before it was made. */
        QuoteValidDays: number;
        /**
         * @description A car's real-world average miles per (imperial) gallon: from 1 to 150. The most economical cars on UK roads
         *     average well under 100 mpg in real driving, so 450 is a slip of the keyboard (45), refused rather than costed.
         *     Below 10 mpg, which even the thirstiest cars rarely return, a form asks the visitor to check the figure: 4.5
         *     typed for 45 would multiply the fuel cost, and so the saving, by ten.
         */
        MilesPerGallon: number;
        /**
         * @description Official (WLTP) figures, or the expected real-world figures of the configuration's `realWorld`.
         * @enum {string}
         */
        CalculationBasis: "official" | "real-world";
        /**
         * @description Real-world consumption / official (WLTP) consumption: 1.237 means 23.7% more fuel or electricity a mile than
         *     the official figure. At least 1 (official figures are not pessimistic) and at most 2.
         */
        ConsumptionFactor: number;
        /** @description The share of the electricity drawn from the wall that never reaches the battery (0.1 is 10%). */
        ChargingLoss: number;
        FactorSource: {
            /**
             * Format: date
             * @description The day the figure was published or measured.
             */
            asOf: string;
            /** @description Where it comes from, as a reader can look it up. */
            source: string;
        };
        /**
         * @description How official figures become expected real-world ones (the calculation's `basis=real-world`): a factor per
         *     power train, and the charging loss of each charge type, each with its source.
         */
        RealWorldAdjustment: {
            factors: {
                petrol: components["schemas"]["ConsumptionFactor"];
                hybrid: components["schemas"]["ConsumptionFactor"];
                plugInHybridPetrol: components["schemas"]["ConsumptionFactor"];
                electric: components["schemas"]["ConsumptionFactor"];
            };
            /** @description Charge type to its loss; every configured charge type has one. */
            chargingLosses: {
                [key: string]: components["schemas"]["ChargingLoss"];
            };
            sources: {
                fuel: components["schemas"]["FactorSource"];
                electric: components["schemas"]["FactorSource"];
                chargingLosses: components["schemas"]["FactorSource"];
            };
        };
        /**
         * @description Vehicle tax (VED) a year, pounds: from £0 to £5,000 (the highest first-year rate is under £5,500 and later
         *     years are far lower), so 19500 typed for £195 is refused. Above £1,000, more than any car pays a year after
         *     its first (at 2025-26 rates the highest is £760, and the standard rate with the expensive car supplement
         *     £620), a form asks the visitor to check the figure: 1950 typed for 195 would flatter every saving. Below £20
         *     (the lowest yearly rate after a car's first year, other than £0 for historic and exempt vehicles), and above
         *     £0, it asks too: 1.95 typed for 195 would flatter every saving the other way.
         */
        AnnualVehicleTax: number;
        /**
         * @description The yearly vehicle tax (VED) of a car from its second year, for cars first registered from 1 April 2017: the
         *     standard rate, plus the expensive car supplement for five years when the list price is above the threshold
         *     (a higher threshold for zero-emission cars). Dated: rates change each 1 April.
         */
        VehicleTaxRates: {
            standardRate: components["schemas"]["AnnualVehicleTax"];
            supplement: components["schemas"]["AnnualVehicleTax"];
            /** @description List price above which the supplement is paid, pounds. */
            supplementThreshold: number;
            /** @description The same for zero-emission cars. */
            zeroEmissionSupplementThreshold: number;
            /** Format: date */
            validFrom: string;
            /** Format: date */
            validTo: string;
            source: string;
        };
        /**
         * @description Electric Vehicle Excise Duty (eVED), announced at Budget 2025 (HM Treasury, 26 November 2025): a charge per mile
         *     on top of vehicle tax from `from`, for battery-electric cars and plug-in hybrids; hybrids that do not plug in pay
         *     none. Pence per mile (3 for 3p): from 0.1 to 20, so a rate typed in pounds (0.03) is refused, not costed at a
         *     hundredth. The rates are to rise each year with CPI, which the figures do not forecast.
         */
        MileageDuty: {
            /** @description A battery-electric car, pence a mile. */
            electricPencePerMile: number;
            /** @description A plug-in hybrid, pence a mile. */
            plugInHybridPencePerMile: number;
            /**
             * Format: date
             * @description The first day it is charged.
             */
            from: string;
            /**
             * Format: date
             * @description The last day these rates hold (they are to rise each 1 April with CPI): after it the calculator says they may have changed, beside the figures that use them.
             */
            validTo?: string;
            source: string;
        };
        /**
         * @description Pounds per litre (1.36 is 136p): from £0.80 to £2.50, the plausible UK range (pump prices were about
         *     £1.34-1.47 in 2025-26 and peaked below £2 in 2022), so a price typed in pence (136) is refused, not costed.
         *     Over £2.00, more than UK pumps have charged, a form asks the visitor to check the price: 245p typed for 145p
         *     would overstate the fuel cost, and so the saving, by two thirds.
         */
        PricePerLitre: number;
        PriceRange: {
            min: number;
            max: number;
        };
        /**
         * @description The prices the calculator accepts from a visitor, and the calculation with them (`fuelPrice` and `petrolPrice`
         *     within `fuel`; each `{type}ChargeCost` from 0, the free type's price, up to `electricity.max`). Each range must
         *     lie within the calculation's documented bounds (`PricePerLitre`, and `PricePerKwh` from 0.01): a wider one
         *     would let the calculator send a price the calculation refuses. Without a range, both use those bounds.
         */
        PriceRanges: {
            /** @description Pounds per litre, for the fuel price fields. */
            fuel?: components["schemas"]["PriceRange"];
            /** @description Pounds per kWh, for the charging prices. */
            electricity?: components["schemas"]["PriceRange"];
        };
        /**
         * @description Greenhouse-gas conversion factors for the CO2 figures (kg CO2e), e.g. the UK Government GHG Conversion Factors
         *     for Company Reporting: petrol and diesel (average biofuel blend) per litre; UK electricity per kWh
         *     (generation plus transmission and distribution).
         */
        EmissionFactors: {
            petrolKgPerLitre: number;
            dieselKgPerLitre: number;
            electricityKgPerKwh: number;
            /** @description Where the factors come from, as the calculator states it. */
            source: string;
        };
        HomeTariff: {
            /** @description What the visitor recognises, e.g. EV off-peak tariff. */
            label: string;
            /** @description Pounds per kWh. */
            price: number;
            /**
             * @description `standard` is the capped unit rate the headline uses until the visitor chooses (the cheapest tariff is
             *     never assumed); each electric car shows its cost at the standard and at the off-peak tariff side by side.
             * @enum {string}
             */
            kind?: "standard" | "off-peak";
            /** Format: date */
            validFrom?: string;
            /** Format: date */
            validTo?: string;
            source?: string;
        };
        /** @description Charge type (home, free, standard, rapid, ...) to its label. */
        ChargeTypeLabels: {
            [key: string]: string;
        };
        /** @description Charge type to price per kWh in pounds. Only the configuration's charge types (`types`); any other is refused. The prices most visitors pay for each type are on the query reading's `{type}ChargeCost` parameters (`x-plausible-minimum` / `-maximum`). */
        ChargePrices: {
            [key: string]: components["schemas"]["PricePerKwh"];
        };
        PriceSource: {
            /**
             * Format: date
             * @description The day the default price was true.
             */
            asOf: string;
            /** @description Where it comes from, as a reader can look it up. */
            source: string;
        };
        /**
         * @description The configuration's price per kWh of each charge type, pounds. Home, free, standard and rapid are required:
         *     the calculation has a `{type}ChargeCost` parameter for each, and the calculator cannot ask without them.
         */
        ConfiguredChargePrices: {
            home: components["schemas"]["PricePerKwh"];
            free: components["schemas"]["PricePerKwh"];
            standard: components["schemas"]["PricePerKwh"];
            rapid: components["schemas"]["PricePerKwh"];
        } & {
            [key: string]: components["schemas"]["PricePerKwh"];
        };
        /** @description Charge type to share of charging, 0..1, summing to 1. Only the configuration's charge types (`types`); any other is refused. */
        ChargeShares: {
            [key: string]: number;
        };
        /** @description The current vehicle as entered; also the calculator's initial options. */
        VehicleInputData: {
            /**
             * @description Petrol when absent.
             * @default petrol
             */
            fuel: components["schemas"]["FuelType"];
            mpg: components["schemas"]["MilesPerGallon"];
            mileage: number;
            /**
             * @description Week when absent.
             * @default week
             */
            mileagePer: components["schemas"]["MileagePeriod"];
            /** @description Pounds per litre. */
            fuelPrice: components["schemas"]["PricePerLitre"];
            /** @description Default petrol price, pounds per litre (also the price hybrids are costed at for a diesel driver). */
            petrolPrice?: components["schemas"]["PricePerLitre"];
            /** @description Default diesel price, pounds per litre. */
            dieselPrice?: components["schemas"]["PricePerLitre"];
            /**
             * @description The current car's vehicle tax a year, pounds (as initial option: the default a visitor may change, the
             *     standard rate most cars registered since April 2017 pay). Asked only with the configuration's `vehicleTax`.
             */
            vehicleTax?: components["schemas"]["AnnualVehicleTax"];
            showOnLoad?: boolean;
            /** @description Validity flag kept by the calculator; servers may omit it. */
            valid?: boolean;
        };
        ChargingProfile: {
            name: string;
            defaults: components["schemas"]["ChargeShares"];
        };
        /** @description Help shown as a tooltip, or as a link opening a modal with title and HTML content. */
        HelpText: {
            tooltip?: string;
            linkText?: string;
            title?: string;
            /** @description HTML, sanitised before display. */
            content?: string;
        };
        VehicleStepContent: {
            title?: string;
            illustrativeTitle?: string;
            description?: string;
            /** @description Under the heading while the first step holds the configuration's figures: `We have filled in example figures, not your own. ...`. Call them typical only with a source for each (CAP Code 3.7): the mock's 150 miles a week is above the help text's "about 7,000 miles a year". */
            illustrativeDescription?: string;
            /** @description Under the heading once a figure is the visitor's while Average MPG or the mileage still holds the configuration's example, naming those fields (`{fields}`, their labels): `Still example figures, not yours: {fields}. Change them to match your car.` A text without `{fields}` is not used. */
            partlyExampleDescription?: string;
            fuelLabel?: string;
            petrolLabel?: string;
            dieselLabel?: string;
            mpgLabel?: string;
            mileageLabel?: string;
            perWeekLabel?: string;
            perMonthLabel?: string;
            perYearLabel?: string;
            /** @description The accessible name of the mileage period select (it has no visible label). */
            mileagePeriodLabel?: string;
            fuelPriceLabel?: string;
            vehicleTaxLabel?: string;
            /** @description Under the vehicle tax field: where to find the figure, `{standard}` the standard rate. */
            vehicleTaxHint?: string;
            /** @description After a price field's meaning while it holds the default: `default as of {month} ({source})`. */
            defaultAsOf?: string;
            /** @description What a typed fuel price means, under the field: `{pence} a litre` (136.0p a litre). */
            pricePerLitre?: string;
            next?: string;
            save?: string;
            resetAll?: string;
            /** @description Said after Reset All, beside Undo reset, while nothing has changed since: Reset All clears the whole visit, comparisons included, so a slip beside Next can be undone. */
            resetDone?: string;
            undoReset?: string;
            mpgHelp?: components["schemas"]["HelpText"];
            mileageHelp?: components["schemas"]["HelpText"];
            fuelPriceHelp?: components["schemas"]["HelpText"];
            plate?: components["schemas"]["PlateLookupContent"];
        };
        ChargingStepContent: {
            title?: string;
            description?: string;
            reset?: string;
            customProfile?: string;
            profile?: string;
            total?: string;
            totalError?: string;
            footer?: string;
            cancel?: string;
            next?: string;
            save?: string;
            done?: string;
            priceLabel?: string;
            /** @description Starts the name of a price button: `Change {type} price,` then the price as shown. */
            changePrice?: string;
            /** @description What a price per kWh means: `{pence} per kWh` (8.5p per kWh). */
            pricePerKwh?: string;
            /** @description The legend of the home tariff choice. */
            homeTariffLabel?: string;
            homeTariffHint?: string;
            /** @description The choice that keeps a price of the visitor's own. */
            otherTariff?: string;
            /**
             * @description Home electricity prices a visitor can pick in one choice (an EV off-peak tariff, the standard price cap
             *     rate); the first price should equal the configuration's home price. A locale without it uses `default`'s.
             */
            homeTariffs?: components["schemas"]["HomeTariff"][];
            help?: components["schemas"]["HelpText"];
        };
        SelectStepContent: {
            title?: string;
            description?: string;
            /** @description The description while the comparison is still with the configuration's example figures (nothing of the visitor's own yet), where the current car is not theirs (CAP Code 3.1, 3.7): `Pick up to {max} models to compare with the example car.` */
            descriptionExample?: string;
            allModels?: string;
            clear?: string;
            sortLabel?: string;
            sortModel?: string;
            sortPriceDesc?: string;
            sortPriceAsc?: string;
            compareLabel?: string;
            selectedLabel?: string;
            /** @description `{max}` is replaced by the maximum compare count. */
            basketTitle?: string;
            /** @description `{max}` and `{fuel}` are replaced. */
            maxReached?: string;
            /** @description Said when Compare is pressed with no model chosen: Compare is never disabled. */
            noneSelected?: string;
            remove?: string;
            clearAll?: string;
            compare?: string;
            backToTop?: string;
            noModels?: string;
            modelFilterLabel?: string;
            /** @description A card's official electric range: `{miles}-mile official electric range (WLTP)`. */
            electricRangeMiles?: string;
            /** @description A hybrid card's official economy: `{mpg} mpg official (WLTP)`. */
            mpgFigure?: string;
            /** @description Shown for an edition without an on-the-road price. */
            priceOnRequest?: string;
            /** @description Under a long grid, shown a page at a time: `Showing {shown} of {total}`. */
            shownCount?: string;
            /** @description The button that shows the next page of a long grid: `Show {count} more`. */
            showMore?: string;
        };
        CompareStepContent: {
            title?: string;
            ownership?: components["schemas"]["OwnershipContent"];
            share?: components["schemas"]["ShareLinkContent"];
            illustrativeTitle?: string;
            description?: string;
            annual?: string;
            monthly?: string;
            weekly?: string;
            onTheRoadPrice?: string;
            currentRunningCost?: string;
            estimatedRunningCost?: string;
            runningCostDifference?: string;
            illustrativeCostDifference?: string;
            fuelEconomy?: string;
            /** @description The label of the official range the card shows: `Official electric range (WLTP)`. Not "up to": on expected real-world figures the card is costed at a shorter range (ASA guidance on "up to" claims). */
            electricRange?: string;
            /** @description Under a plug-in hybrid's headline, the assumption its saving rests on, beside the claim (CAP Code 3.9, 3.10): `Assumes a full charge every day: charged less often, a plug-in hybrid uses more petrol and saves less.` */
            plugInHybridBasis?: string;
            /** @description Each headline while the figures are the example ones (no figure of the visitor's own entered yet), with that in the claim itself, not only in the page's title (CAP Code 3.1, 3.7; a compliance review): `{headline}, on the example figures`. A text without `{headline}` is not used. */
            illustrativeHeadline?: string;
            /** @description Each headline once a figure is the visitor's but the mpg is still the example's (the saving rests on it): `{headline}, at the example mpg`. A text without `{headline}` is not used. */
            exampleMpgHeadline?: string;
            /** @description The same while the mileage is still the example's: `{headline}, at the example mileage`. */
            exampleMileageHeadline?: string;
            /** @description The same while both are: `{headline}, at the example mpg and mileage`. */
            exampleMpgMileageHeadline?: string;
            /** @description Each headline while the current car's card asks the visitor to check a figure few mean (an mpg under 1 costed as 1, 1,500 miles a week, a price per kWh few pay), as the saving rests on it (CAP Code 3.7): `{headline}, if the figures to check under {vehicle} are right`, where `{vehicle}` is the card's title (`yourVehicle` or `exampleVehicle`). A text without `{headline}` is not used. */
            checkHeadline?: string;
            /** @description Under the title while the figures are the example ones, in place of `description`: `Running costs of the models you chose, compared with an example car, not yours: enter your car's details for your own figures.` */
            illustrativeDescription?: string;
            /** @description A plug-in hybrid's headline that counts some miles on electricity, with the condition in the claim itself (CAP Code 3.1, 3.9: the European Commission's real-world data finds plug-in hybrids charged less often than official figures assume): `{headline}, if charged fully every day`. A text without `{headline}` is not used. */
            plugInHybridHeadline?: string;
            /** @description Under an electric car's or plug-in hybrid's headline while the configuration's `mileageDuty` is still to start, beside the claim it qualifies (CAP Code 3.1, 3.7): `From {month}, {cars} are to pay {pence} a mile on top of vehicle tax (eVED): about {amount} {period} at your mileage, at today's rate. The other figures on this card leave it out.` */
            mileageDutyAhead?: string;
            /** @description The same once it has started, when the figures count it (the comparison counts vehicle tax): `Since {month}, {cars} pay {pence} a mile on top of vehicle tax (eVED): about {amount} {period} at your mileage, counted in these figures.` */
            mileageDutySince?: string;
            /** @description Once it has started, when the figures do not count it (no vehicle tax in the comparison): `Since {month}, {cars} pay {pence} a mile on top of vehicle tax (eVED): about {amount} {period} at your mileage, which these figures leave out.` */
            mileageDutySinceLeftOut?: string;
            /** @description `mileageDutyAhead` where the mileage is still the configuration's example, not the visitor's: `… about {amount} {period} at the example mileage, at today's rate. …`. */
            mileageDutyAheadExample?: string;
            /** @description `mileageDutySince` at the example mileage: `… about {amount} {period} at the example mileage, …`. */
            mileageDutySinceExample?: string;
            /** @description `mileageDutySinceLeftOut` at the example mileage: `… about {amount} {period} at the example mileage, which these figures leave out.` */
            mileageDutySinceLeftOutExample?: string;
            /** @description While the duty is still to start, an electric car's or plug-in hybrid's headline is two lines of the same size (CAP Code 3.9, 3.10). The first: `{headline} until {month}` (the month before it starts). */
            headlineUntil?: string;
            /** @description The second, with the duty: `{headline} from {month}, after the mileage duty (eVED)`. */
            headlineFrom?: string;
            /** @description A card's line once the duty is counted: `of which mileage duty (eVED)`. */
            mileageDutyLine?: string;
            /** @description After the duty's note once its `validTo` has passed: `This rate applied until {to}; check GOV.UK for today's.` */
            mileageDutyOld?: string;
            /** @description {cars} for a battery-electric car: `electric cars`. */
            mileageDutyElectricCars?: string;
            /** @description {cars} for a plug-in hybrid: `plug-in hybrids`. */
            mileageDutyPlugInHybrids?: string;
            /** @description Under a charging car's headline saving: the charging it assumes, from the charging step, `Assumes this charging: {profile}, {home} of it at home.` A saving that rests on cheap home charging turns into a cost without it, so the assumption goes with the claim (CAP Code 3.1, 3.3, 3.10). */
            chargingBasis?: string;
            /** @description Under each headline while official figures are shown (the visitor chose them, or there are no real-world factors), since they are set against the visitor's own mpg: `On official (WLTP) figures for the new car against your own mpg: real-world energy use is usually higher than official figures, so these figures favour the new car.` */
            officialBasisNote?: string;
            /** @description The same while the mpg is still the configuration's example: `On official (WLTP) figures for the new car against the example mpg: …`. */
            officialBasisNoteExample?: string;
            batteryCapacity?: string;
            yourVehicle?: string;
            /** @description The current vehicle's card while its figures are the example ones, in place of `yourVehicle`: `Example vehicle`. It becomes `yourVehicle` once the visitor changes any of them. */
            exampleVehicle?: string;
            /** @description On "Your vehicle", the mpg or the mileage still the configuration's example where the visitor changed something else: `{value} (example)` (`{value}`: "45 mpg", "150 miles per week"). */
            exampleValue?: string;
            chargingProfile?: string;
            edit?: string;
            editVehicle?: string;
            editCharging?: string;
            back?: string;
            print?: string;
            remove?: string;
            viewOffers?: string;
            infoTitle?: string;
            infoText?: string;
            termsTitle?: string;
            showTerms?: string;
            hideTerms?: string;
            /** @description Shown in place of figures the calculation could not give. */
            notAvailable?: string;
            /** @description A vehicle's headline when it costs less to run: `You would save {amount} {period}`. */
            saves?: string;
            /** @description A vehicle's headline when it costs more to run: `Costs {amount} more {period}`. */
            costsMore?: string;
            /** @description A vehicle's headline when the costs are equal to the penny: `Costs the same to run {period}`. */
            costsSame?: string;
            aYear?: string;
            aMonth?: string;
            aWeek?: string;
            costPerMile?: string;
            /** @description `{pence} a mile`. */
            pencePerMile?: string;
            /** @description `CO2 from driving a year`: the label of a car's CO2 (CO2e) from its year's miles, at the tailpipe and in making its electricity; it says what the figure counts, since it leaves out making the car and its battery (CAP Code 11.1 and 11.4: an environmental claim states its basis). */
            co2PerYear?: string;
            /** @description `{kg} kg`. */
            co2Kg?: string;
            /** @description A plug-in hybrid's share of miles on electricity (the label; the value is a percentage). */
            electricShare?: string;
            /** @description The economy row's label on real-world figures: `Expected economy`. */
            expectedEconomy?: string;
            /** @description On real-world figures, the label of the range the card is costed at, the official range divided by the electric factor, beside the official one: `Expected electric range`. The official range alone read as the range behind figures costed at a shorter one (compliance review, 2026-11-28). */
            expectedRange?: string;
            /** @description Beside each headline: `Prices as of {month}`, the month of the oldest default price used. */
            pricesAsOf?: string;
            /** @description Under each headline, what its figure counts and what it leaves out, so the claim carries its basis (CAP Code 3.3, 3.7): `Counts fuel and charging only, not servicing, insurance, tax, a home charger or the car’s price.` (A home charger and its installation are the visitor's to cost: the charging step's default is mostly at home, CAP Code 3.9.) */
            savingBasis?: string;
            /** @description The same when vehicle tax is counted (the configuration has tax rates, or the visitor gave theirs): `Counts fuel, charging and vehicle tax (the new car’s from its second year), not servicing, insurance, a home charger or the car’s price.` */
            savingBasisWithTax?: string;
            /** @description A plug-in hybrid's fuel and electricity line, when it uses both: `of which fuel and electricity`. */
            fuelAndEnergy?: string;
            /** @description The fuel line of a car that uses no electricity (the current car, a hybrid): `of which fuel`. */
            fuelOnly?: string;
            /** @description The electricity line of a car that uses no fuel (an electric car): `of which electricity`. */
            electricityOnly?: string;
            /** @description A car's vehicle tax line: `of which vehicle tax`. */
            vehicleTax?: string;
            /** @description The label of an electric car's running cost by home tariff, which is a cost, not a saving: `Running cost by home tariff`. */
            tariffs?: string;
            /** @description `{tariff}, {pence} per kWh ({from} to {to}): {amount} {period}`, the total at that tariff over the period the card's tabs show (`{period}` is `a year`, `a month` or `a week`). A text without `{period}` is yearly in its own words, so its amounts stay yearly on every tab. */
            tariffCost?: string;
            /** @description The figures switch's legend: `Figures for the new cars`. */
            basisLabel?: string;
            realWorldFigures?: string;
            officialFigures?: string;
            /** @description Under a headline, the other figures' headline: `{headline}, with {basis}`. */
            otherBasis?: string;
            /** @description The same when the other figures are official, qualified where it is said (they set official figures for the new car against the visitor's own mpg, decisions/0003): `{headline}, on official (WLTP) figures (which favour the new car against your own mpg)`; in parentheses, so a condition added after it (a plug-in hybrid's "if charged fully every day") reads as the headline's, not the mpg's. */
            otherBasisOfficial?: string;
            /** @description The same on the example figures, where the mpg is the example's, not the visitor's: `{headline}, on official (WLTP) figures (which favour the new car against the example mpg)`. */
            otherBasisOfficialExample?: string;
            assumptions?: components["schemas"]["AssumptionTexts"];
            /** @description HTML terms text explaining the published formulas; sanitised before display. */
            terms?: string;
        };
        /** @description The "How we worked this out" block beside the results; placeholders are filled with the figures used. */
        AssumptionTexts: {
            title?: string;
            /** @description Label; the value reads `{weekly} miles a week ({annual} a year)`. */
            mileage?: string;
            mileageValue?: string;
            /** @description The mileage's label while it is still the configuration's example: `Example mileage`. */
            mileageExample?: string;
            fuel?: string;
            /** @description The current car's label on the configuration's example figures (nothing of the visitor's own yet): `Example car`. */
            fuelExample?: string;
            petrol?: string;
            diesel?: string;
            /** @description `{fuel} at {price} a litre, {mpg} mpg`. */
            fuelValue?: string;
            hybrids?: string;
            /** @description `Petrol at {price} a litre, at each car's own mpg`. */
            hybridsValue?: string;
            charging?: string;
            range?: string;
            rangeValue?: string;
            plugInHybrids?: string;
            /** @description `Electric for up to their range each day (one full charge a day), petrol after; {vehicles}`. */
            plugInHybridsValue?: string;
            /** @description Label of the default prices' dates and sources: `Default prices`. */
            prices?: string;
            /** @description One default price's date and source: `{what} as of {month} ({source})`. */
            priceSource?: string;
            /** @description Said above the results when a default price is older than `priceMaxAgeDays`: `{month}` is its month. */
            pricesOutOfDate?: string;
            /** @description `{vehicle}, {share} of your {daily} miles a day`. */
            plugInHybridShare?: string;
            /** @description The same at the example mileage: `{vehicle}, {share} of the example {daily} miles a day`. */
            plugInHybridShareExample?: string;
            co2?: string;
            readTerms?: string;
            realWorld?: string;
            /** @description `{fuel} more fuel for hybrids, {electric} more electricity for electric cars ({fuelSource}; {electricSource})`. */
            realWorldValue?: string;
            /** @description Said instead while official figures are shown. */
            officialValue?: string;
            chargingLosses?: string;
            /** @description `{losses} of the electricity drawn never reaches the battery ({source})`. */
            chargingLossesValue?: string;
            vehicleTax?: string;
            /** @description `{standard} a year, plus {supplement} above a list price of {threshold} ({zeroThreshold} for electric cars); rates from {from} ({source})`. */
            vehicleTaxValue?: string;
            /** @description Said after the rates once their `validTo` has passed: `These rates applied until {to}; check GOV.UK for today's.` */
            vehicleTaxOld?: string;
            /** @description `Mileage duty (eVED)`. */
            mileageDuty?: string;
            /** @description `{electric} a mile for electric cars and {plugInHybrid} for plug-in hybrids, on top of vehicle tax, from {from} ({source}); counted in the whole cost from then at this rate, which is to rise each year with inflation`. */
            mileageDutyValue?: string;
            /** @description Said above the results, beside the prices' notice, once the rates' `validTo` has passed and the figures count tax: `The vehicle tax in these figures uses rates that applied until {to}, and may have changed. Check GOV.UK for today's rates.` */
            vehicleTaxOutOfDate?: string;
        };
        /** @description "Find your car by its number plate", above the vehicle step's fields. The plate is personal data: it is sent only to the lookup, never stored, logged or sent to analytics. Placeholders in braces are filled by the calculator. */
        PlateLookupContent: {
            /** @description `Find your car by its number plate`. */
            title?: string;
            /** @description `Number plate`. */
            label?: string;
            /** @description The lookup button: `Find my car`. */
            find?: string;
            /** @description While the lookup runs: `Finding your car…`. */
            finding?: string;
            /** @description `{label} must be a UK number plate, like AB12 CDE`: said before any call, the plate kept as typed. */
            invalid?: string;
            /** @description Find my car with nothing typed: `Enter your number plate`, said before any call (the GOV.UK pattern). */
            missing?: string;
            /** @description A 404: `We could not find {plate}. Check it, or enter your car's details below.` */
            notFound?: string;
            /** @description Any other failure: `We could not look your car up just now. Enter its details below.` */
            failed?: string;
            /** @description `We found your {vehicle}.` */
            found?: string;
            /** @description `We have filled in what we could below; you can change any of it.` */
            filled?: string;
            /** @description When the record differs from what the visitor had entered, which is never replaced: `What you entered for {fields} is kept; change it below if the record is right.` (`{fields}`: the fields' labels, such as `Fuel type and Average mileage`). */
            kept?: string;
            /** @description `About {miles} miles a year, from {recorded} miles recorded on {date}.` */
            mileageEstimated?: string;
            /** @description When the dates give no estimate: `Enter your own mileage below.` */
            mileageUnknown?: string;
            /** @description When the record has no official mpg: `The record has no fuel economy: enter what your car does below.` */
            askMpg?: string;
            /** @description In its place, when the record has one: `Its official figure is {mpg} mpg; real-world economy is usually lower, so enter what your car does below.` */
            typicalMpg?: string;
            /** @description Said for an electric car: `Your car is already electric. This calculator compares a petrol or diesel car with electric ones, so the fuel below stays as it is.` */
            electric?: string;
            /** @description Under the field: `Used only to find your car; we do not keep it.` */
            privacy?: string;
        };
        /** @description The cost over the agreement: for each compared vehicle, the total of its finance payments (or price), energy, vehicle tax and expected excess mileage, against keeping the current car, with when switching pays off. */
        OwnershipContent: {
            /** @description `The whole cost of switching`. */
            title?: string;
            /** @description Without finance, the period chosen: `Over`. */
            yearsLabel?: string;
            /** @description `{years} years` (one option of 1 to 6). */
            yearsValue?: string;
            /** @description `1 year`. */
            oneYear?: string;
            /** @description With finance: `Over each agreement's term, with the deposit and term of each illustration, at today's fuel and electricity prices throughout.` (The months ahead are costed at today's prices, which the text must say, CAP Code 3.9. Not "your deposit and term": until the visitor changes them they are the lender's.) */
            termBasis?: string;
            /** @description Without finance: `Buying each car for its price, over {months} months.` */
            cashBasis?: string;
            /** @description `Keeping your car: {total} over {months} months ({parts}).` */
            keepTotal?: string;
            /** @description `keepTotal` on the configuration's example figures: `Keeping the example car: {total} over {months} months ({parts}).` */
            keepTotalExample?: string;
            /** @description `{amount} fuel`. */
            partFuel?: string;
            /** @description `{vehicle}: {total} over {months} months ({parts}).` With finance, {months} is that vehicle's own term: a shorter agreement ends before the longest, and is compared with keeping the car over the same months. */
            vehicleTotal?: string;
            /** @description `{amount} deposit and monthly payments`: what the agreement costs over its term, the deposit included (a PCP's optional final payment is not: the car goes back). Not "finance" alone, which reads as the money borrowed. */
            partFinance?: string;
            /** @description `{amount} price`. */
            partPrice?: string;
            /** @description `{amount} energy`. */
            partEnergy?: string;
            /** @description The current car's: `{amount} vehicle tax`. */
            partTax?: string;
            /** @description A new car's vehicle tax: `{amount} vehicle tax from its second year`. Its first year's is in the on-the-road price, so the whole cost charges it from month 13. */
            partTaxFromSecondYear?: string;
            /** @description An electric car's or plug-in hybrid's eVED (the configuration's `mileageDuty`) from its first day: `{amount} mileage duty (eVED) from {month}`. */
            partMileageDuty?: string;
            /** @description `{amount} excess mileage`. */
            partExcess?: string;
            /** @description `That is {amount} more than keeping your car for {months} months.` */
            moreThanKeeping?: string;
            /** @description `That is {amount} less than keeping your car for {months} months.` */
            lessThanKeeping?: string;
            /** @description `moreThanKeeping` on the configuration's example figures: `That is {amount} more than keeping the example car for {months} months.` */
            moreThanKeepingExample?: string;
            /** @description `lessThanKeeping` on the configuration's example figures: `That is {amount} less than keeping the example car for {months} months.` */
            lessThanKeepingExample?: string;
            /** @description `Switching pays off in month {month}.` */
            paysOff?: string;
            /** @description `Switching does not pay off within {months} months.` */
            doesNotPayOff?: string;
            /** @description `These figures are for handing the car back at the end: to keep it, you would also pay the optional final payment of {amount}.` */
            finalPayment?: string;
            /** @description The chart's accessible name: `Cumulative cost by month over {months} months`. */
            chartName?: string;
            /** @description `Show the figures as a table`. */
            tableOpen?: string;
            /** @description `Cumulative cost by month`. */
            tableCaption?: string;
            /** @description The table's first column: `Month`. */
            month?: string;
            /** @description Read in a shorter agreement's cells after its term (a dash on screen): `Agreement ended`. */
            ended?: string;
            /** @description The current car's line: `Keep your car`. */
            keepLabel?: string;
            /** @description The current car's line on the configuration's example figures: `Keep the example car`. */
            keepLabelExample?: string;
            /** @description While a figure it needs is still to come: `Working out the whole cost…`. */
            waiting?: string;
            /** @description The compared vehicles left out because their figures are not available (a quote that failed or was refused, no price): `Not included, as no figures are available: {vehicles}.` ({vehicles} in a list with "and"), so a comparison of two never reads as one of one. */
            notCosted?: string;
        };
        ShareLinkContent: {
            /** @description `Copy a link to this comparison`. */
            copy?: string;
            /** @description `Link copied. It holds your figures and choices, never your number plate.` */
            copied?: string;
            /** @description When the clipboard refuses: `Copy this link:` before the link, selected. */
            copyFailed?: string;
            /** @description `This comparison was opened from a link.` */
            restored?: string;
            /** @description Before the list of what the link held that is not allowed: `Some of it was changed:`. */
            changed?: string;
            /** @description Before the list of the link's figures few visitors mean (4.5 mpg, 1,500 miles a week), each with what it was probably meant to be: `Check these figures from the link:`. The one who opens a link was never asked about them, and they are costed as they are (CAP Code 3.1). */
            check?: string;
            /** @description `{field} was {from}, below the least allowed; it is now {to}.` */
            belowMinimum?: string;
            /** @description `{field} was {from}, above the most allowed; it is now {to}.` */
            aboveMaximum?: string;
            /** @description `{field} was {from}%, not a whole percentage; it is now {to}%.` */
            notWhole?: string;
            /** @description `{field} was {from}, which the calculator does not know; it is now {to}.` */
            unknown?: string;
            /** @description `{field}: the shares did not add up to 100%, so it is now {to}.` */
            sharesTotal?: string;
            /** @description `{field} was not in the link; it is now {to}.` */
            missing?: string;
            /** @description `Vehicles in the link left out (repeated, not on offer, or over the most compared): {count}.` */
            vehiclesLeftOut?: string;
            /** @description Charging types the link names that this calculator does not have, or names twice, counted, never quoted (a link is anyone's text): `Charging types in the link left out (not offered here, or repeated): {count}.` */
            chargeTypesLeftOut?: string;
            /** @description `This link could not be read, so the calculator starts afresh.` */
            refused?: string;
            /** @description A link for another brand's calculator, which is not on this page (a page with it leaves the link to it): `This link is for another brand's calculator, which is not on this page, so this one starts afresh.` The brand is not quoted: a link is anyone's text. */
            otherBrand?: string;
        };
        ProductComparisonContent: {
            /** @description The toggle: `Compare PCP and HP`. */
            show?: string;
            /** @description `PCP and HP for a deposit of {deposit} over {term} months`. */
            caption?: string;
            /** @description `Monthly payment`. */
            monthly?: string;
            /** @description `APR`: each product's own, as the lender quoted it, so HP's rate is never read as the PCP representative example's (CONC 3.3.1R). Also the APR's label where the quote request restates the visitor's own quote, which is not the representative example (CONC 3.5.5R(1)(d)). */
            apr?: string;
            /** @description `{apr}%`. */
            aprValue?: string;
            /** @description `Final payment`. */
            finalPayment?: string;
            /** @description HP: `None: the car is yours`. */
            noFinalPayment?: string;
            /** @description `Total amount payable`. */
            totalPayable?: string;
            /** @description `Mileage limit`. */
            mileageLimit?: string;
            /** @description `{miles} miles a year`. */
            mileageLimitValue?: string;
            /** @description `No limit`. */
            noMileageLimit?: string;
            /** @description The row that counts PCP's expected charge for miles over its allowance, against HP's `noExcess`: `Expected excess mileage charge over {years}, if you give the car back`. It sits under the total payable, which counts the final payment, so it says when the charge is due: only a car given back pays it. */
            excessIfReturned?: string;
            /** @description HP's figure in that row, which has no mileage limit to go over: `None`. */
            noExcess?: string;
            /** @description The trade-off in one sentence: `PCP costs {monthlyDifference} less a month, but {totalDifference} more in all if you pay the final payment to keep the car; HP costs more a month, has no mileage limit, and the car is yours at the end.` */
            tradeOff?: string;
            /** @description Said instead when PCP with its final payment costs less in all than HP. */
            tradeOffReturn?: string;
        };
        StepNames: {
            vehicle?: string;
            charging?: string;
            select?: string;
            compare?: string;
        };
        /** @description Every text of the calculator for one locale or theme; missing texts fall back to `default`, then to built-in labels. A text's variant for the configuration's example figures (a name ending `Example`, such as `finance.outgoingsExample`) that an entry leaves out while it gives the text itself (`finance.outgoings`) is that entry's text, so a lender's or a locale's own wording is never replaced by the built-in English variant. */
        CalculatorContent: {
            steps?: components["schemas"]["StepNames"];
            back?: string;
            loading?: string;
            vehicle?: components["schemas"]["VehicleStepContent"];
            charging?: components["schemas"]["ChargingStepContent"];
            select?: components["schemas"]["SelectStepContent"];
            compare?: components["schemas"]["CompareStepContent"];
            finance?: components["schemas"]["FinanceContent"];
            status?: components["schemas"]["StatusContent"];
        };
        /**
         * @description The finance example on the compare step (the `finance` attribute): its representative example (CONC 3.5.5R),
         *     the monthly outgoings beside the running costs, the lender's name and postal address (CONC 3.3.2R, 3.5.3R),
         *     and the quote request form. Placeholders in braces are filled with the quote's figures.
         */
        FinanceContent: {
            /** @description The section heading: `Finance example`. */
            title?: string;
            /** @description The product's name: `Personal Contract Purchase (PCP)`. */
            pcp?: string;
            /** @description The product's name: `Hire Purchase (HP)`. */
            hp?: string;
            representativeExample?: string;
            /** @description The heading of an example the lender does not mark as representative. */
            illustrativeExample?: string;
            cashPrice?: string;
            deposit?: string;
            /** @description Total amount of credit. */
            credit?: string;
            /** @description `{count} monthly payments`. */
            monthlyPayments?: string;
            optionalFinalPayment?: string;
            /** @description `includes {fee}` after a payment that includes a fee. */
            includesFee?: string;
            totalChargeForCredit?: string;
            /** @description Total amount payable. */
            totalPayable?: string;
            duration?: string;
            /** @description `{months} months`. */
            durationValue?: string;
            /** @description `Fixed rate of interest` (or variable: the answer's rateType). */
            rateOfInterest?: string;
            variableRateOfInterest?: string;
            /** @description `{rate}% p.a.` */
            rateValue?: string;
            /** @description `Representative APR`. */
            apr?: string;
            /** @description `{apr}% APR`. */
            aprValue?: string;
            annualMileage?: string;
            /** @description `{miles} miles`. */
            mileageValue?: string;
            excessMileage?: string;
            /** @description `{pence}p per mile`. */
            excessMileageValue?: string;
            /** @description The monthly outgoings of switching, never called a saving, with the deposit they come after (a figure without it would understate what switching costs): `{next} {period} with finance and {energy}, after a deposit of {deposit}, against {current} {period} on fuel today`. Without `{deposit}` no finance figure is shown. */
            outgoings?: string;
            /** @description The same on the configuration's example figures, where the fuel is the example car's, not what the visitor spends today: `… against {current} {period} on fuel for the example car`. Without `{deposit}` no finance figure is shown. */
            outgoingsExample?: string;
            energyCharging?: string;
            energyFuel?: string;
            energyBoth?: string;
            /** @description `This is not a saving: the {term} monthly payments repay money borrowed for the car.` */
            notASaving?: string;
            /** @description Added for PCP: `You would pay {payment} at the end if you want to keep the car.` */
            notASavingFinalPayment?: string;
            /** @description Added for a PCP the visitor drives beyond: `If you give it back instead, expect to pay about {amount} for miles over the allowance.` The outgoings above count the payments, not this charge, which is due only at the end and only on a car given back, so it is said beside them (CONC 3.3.1R(1B)). */
            notASavingExcess?: string;
            /** @description The same while the mileage is still the configuration's example, where the charge is for the example's miles, not the visitor's: `If you give it back instead, expect to pay about {amount} for miles over the allowance at the example mileage.` */
            notASavingExcessExample?: string;
            /** @description What happens at the end of a PCP agreement, in plain words. */
            pcpExplainer?: string;
            /**
             * @deprecated
             * @description Not shown: the calculator says what miles over a PCP's allowance cost instead (`notASavingExcess`), and points to hire purchase beyond the highest allowance (`hpSuggestion`). Kept so a configuration that sets it stays valid.
             */
            mileageNote?: string;
            /** @description `Finance subject to status. Over 18s and UK residents only.` */
            subjectToStatus?: string;
            /** @description Under each illustration and in the quote request, where the figures are the visitor's own: `An illustration, not an offer. Finance subject to status: the rate you are offered depends on your circumstances.` The representative APR is what at least 51% are offered, not a promise to each visitor (CONC 3.3.1R, PRIN 2A.5). */
            notAnOffer?: string;
            /** @description In an illustration whose APR is not the representative example's (a lender's own rate for that car): `These figures are at {apr} APR, not the representative {representative} APR.` Said beside the monthly payment, so a rate unlike the example's is never read as the representative one (CONC 3.3.1R). */
            otherRate?: string;
            /** @description In an illustration, for a term, deposit or mileage from a shared link or an earlier visit that the lender's bounds no longer allow: `The {field} saved in this comparison ({chosen}) is not offered for this car now; these figures use {used}.` */
            choiceMoved?: string;
            /** @description In an illustration while the deposit typed beside it is not the one it was quoted for (waiting to apply, loading, or breaking the lender's rule): `These figures are for a {deposit} deposit.` */
            figuresForDeposit?: string;
            /** @description The lender's legal name, as the FCA register gives it. */
            lender?: string;
            /** @description The lender's postal address (CONC 3.5.3R(1)(b)). */
            lenderAddress?: string;
            /** @description Names the lender as the lender, not as an address line (CONC 3.3.2R(4)), after `subjectToStatus`: `Finance provided by {lender}, {address}.` It must hold both placeholders: the lender's name and address reach the page only through it, so without them no finance figure is shown. */
            providedBy?: string;
            /** @description Required for finance to show: the lender's regulatory status with its firm reference number, e.g. `Santander Consumer (UK) plc is authorised and regulated by the Financial Conduct Authority (FRN 154210).` */
            lenderFcaStatus?: string;
            /** @description The statements a dealer's page needs (CONC 3.7: a credit broker says it is a broker, not a lender, and how many lenders it works with; CONC 4.5.3R: whether and how it is paid commission), by the element's `dealer-id`. With a `dealer-id` and no complete entry here, the calculator shows no finance. */
            dealers?: {
                [key: string]: components["schemas"]["DealerStatements"];
            };
            /** @description `Representative example`, above the one set of figures the lender chose (CONC 3.5.5R, 3.5.7R). */
            representativeTitle?: string;
            /** @description `Based on {vehicle}.` */
            representativeBasis?: string;
            /** @description `Your illustration`: the visitor's own figures beside each vehicle, never headed as a representative example. */
            illustrationTitle?: string;
            /** @description `{payment} a month for {term} months, {apr} APR`. */
            illustrationSummary?: string;
            /** @description `Quoted on {date}, valid until {until}.` */
            quotedOn?: string;
            /** @description `Expected excess mileage charge over {years}`: the label of the visitor's own miles above the agreement's, at its excess mileage charge, over the term, in pounds. */
            excessMileageCost?: string;
            /** @description After the monthly payment when the visitor drives over the allowance: `, plus about {amount} for miles over the allowance`. */
            excessBeside?: string;
            /** @description `Paid in all if you give the car back, with the expected excess mileage charge`: the label of the total amount payable less the optional final payment (not paid when the car goes back) plus the expected excess mileage charge (due only when it does). Never the total amount payable plus the charge: the two cannot both be paid. */
            totalWithExcess?: string;
            /** @description `{years} years` (a term in whole or part years). */
            yearsValue?: string;
            /** @description Said when the visitor drives more than the PCP allows and the lender offers HP: hire purchase has no mileage limit, and what that costs, its higher monthly payments (no final payment), said beside it, so the suggestion is not one-sided (CONC 3.3.1R, PRIN 2A.5). */
            hpSuggestion?: string;
            /** @description The button that shows the term, deposit and mileage fields. */
            change?: string;
            termLabel?: string;
            /** @description `{months} months`. */
            termValue?: string;
            depositLabel?: string;
            mileageLabel?: string;
            loading?: string;
            failed?: string;
            /** @description Shown when the lender has no product for the vehicle. */
            notAvailable?: string;
            request?: components["schemas"]["QuoteRequestContent"];
            products?: components["schemas"]["ProductComparisonContent"];
        };
        /** @description A dealer's statements as a credit broker, shown with every finance figure on its page. */
        DealerStatements: {
            /** @description The dealer's legal name, e.g. `Example Motors Ltd`. */
            legalName: string;
            /** @description That it is a credit broker, not a lender, and how many lenders it works with (CONC 3.7.4G), naming the dealer by its `legalName` (a broker's legal name is in every promotion, CONC 3.7; without it no finance figure is shown): e.g. `Example Motors Ltd is a credit broker, not a lender. We work with a limited number of lenders (3).` */
            brokerStatement: string;
            /** @description The dealer's FCA status with its firm reference number: every credit broker is either authorised itself or an appointed representative, which names its principal (without it no finance figure is shown): e.g. `Example Motors Ltd is authorised and regulated by the Financial Conduct Authority (firm reference number 654321).` or `Example Motors Ltd is an appointed representative of Example Finance Ltd, which is authorised and regulated by the Financial Conduct Authority (firm reference number 123456).` */
            fcaStatus?: string;
            /** @description The dealer's postal address, where a customer can contact the broker that makes the promotion (CONC 3.5.3R(1)(b): a promotion with a cost-of-credit figure gives one; the lender's is given too), shown after its legal name with the statements (without it no finance figure is shown): e.g. `14 Station Road, Northway NW1 4AB`. */
            address?: string;
            /** @description That the dealer is paid for introducing the customer to the lender, and how: the commission's existence and its nature, in the dealer's own terms, not a list of what it might be (CONC 4.5.3R), e.g. `The lender pays us a commission for each agreement we introduce: a fixed fee, the same whatever rate you are offered. The fee differs between lenders. Ask us how much it is before you agree to anything.` Shown with the statements and again in the quote request. */
            commission: string;
        };
        /** @description The lender's finance settings for the calculator. Without a representative example for the product the element asks for, the calculator shows no cost-of-credit figure at all. */
        FinanceSettings: {
            /** @description The products the lender offers through the calculator (hire purchase is suggested at high mileage only if HP is here). */
            products?: components["schemas"]["FinanceProductType"][];
            /** @description The one set of figures the lender chooses as representative of the business it expects (CONC 3.5.5R, 3.5.7R), by product: the calculator asks the lender for this quote and shows it once, as the representative example; each vehicle's figures are then the visitor's own illustration. */
            representativeExamples?: {
                PCP?: components["schemas"]["RepresentativeExampleRequest"];
                HP?: components["schemas"]["RepresentativeExampleRequest"];
            };
            /** @description A brand's own representative examples, by the calculator's `brand` exactly as the page gives it: a representative example must be representative of the business the promotion is expected to bring (CONC 3.5.7R), and a Kia page's is a Kia's, not an MG4's. A brand with an entry shows its own, and only its own: a product its entry leaves out has no example there (so no cost-of-credit figure), rather than another brand's. Other brands show `representativeExamples` only where its `vehicle` is one of the brand's own cars (one of the names the brand's running-cost models give a trim, as read: case and spacing aside); else the page shows no cost-of-credit figure, rather than another brand's car as representative of its business. */
            representativeExamplesByBrand?: {
                [key: string]: {
                    PCP?: components["schemas"]["RepresentativeExampleRequest"];
                    HP?: components["schemas"]["RepresentativeExampleRequest"];
                };
            };
            /** @description How long a quote holds, in days, when the answer does not say (`validUntil`). Without either, a calculator says when the quote was made and states no end: none the lender did not give. */
            quoteValidDays?: components["schemas"]["QuoteValidDays"];
            /**
             * @description The search the lender makes when a quote is requested, said in the quote request dialog.
             * @enum {string}
             */
            creditSearch?: "soft" | "hard";
            /** @description The host names of the lender's own sites (`www.lender.co.uk`, each in full, lower case, without a port): the only pages where finance shows without a `dealer-id`, as the lender's own promotion. Any other page that shows finance introduces its visitors to the lender, so it is a credit broker's, and must name its own statements with `dealer-id` (CONC 3.7.3R, 4.5.3R); without them it shows no finance. Without this list no page is the lender's own. */
            lenderHosts?: components["schemas"]["HostName"][];
            /** @description Each dealer's own sites, by `dealer-id`: a page shows a dealer's statements as a credit broker, and finance beside them, only on one of that dealer's hosts. A page that copies another dealer's `dealer-id` would otherwise publish that dealer's promotion, naming a broker that did not publish it (CONC 3.7.3R, 4.5.3R), and send its quote requests in that dealer's name. A dealer without an entry shows no finance anywhere. */
            dealerHosts?: {
                [key: string]: components["schemas"]["HostName"][];
            };
        };
        /** @description A page's host name as the browser reports it (`location.hostname`): in full, in lower case, without a scheme, port or path; an international name in its `xn--` form. Matched exactly, in any case and with or without a fully qualified name's final dot: a subdomain is another site. */
        HostName: string;
        RepresentativeExampleRequest: {
            /** @description The vehicle the example is for, as the visitor reads it. */
            vehicle: string;
            price: number;
            deposit: number;
            term: number;
            /** @description PCP: the annual miles. */
            annualMileage?: number;
        };
        /** @description The "Request this quote" form, in the GOV.UK style. */
        QuoteRequestContent: {
            /** @description The button: `Request this quote`. */
            open?: string;
            title?: string;
            /** @description On a dealer's page, where the request goes through the dealer, whose statements follow: `We will send your request to {lender}, who will contact you about this quote.` */
            intro?: string;
            /** @description On the lender's own page (one of `lenderHosts`, no `dealer-id`), where the page is the lender's and no one passes the request on: `Your request goes to {lender}, the lender.` (`nextSteps` then says when it will contact the visitor). */
            introLender?: string;
            firstName?: string;
            lastName?: string;
            email?: string;
            emailHint?: string;
            /** @description Labelled as optional: `Telephone number (optional)`. */
            phone?: string;
            postcode?: string;
            /** @description `I agree that {lender} can contact me about this quote.` */
            consent?: string;
            /** @description The link text to the host's privacy notice. */
            privacyNotice?: string;
            submit?: string;
            sending?: string;
            /** @description `Your quote reference is {reference}.` */
            sent?: string;
            /** @description After the reference, the email address as it was sent, so a slip that passed every check can still be caught: `You gave your email address as {email}. If it is wrong, {lender} cannot reach you: correct it and send your request again.` Said when no telephone number was given. A text without `{email}` is not used. */
            sentTo?: string;
            /** @description The same with the telephone number given: `You gave your email address as {email} and your telephone number as {phone}. If your email address is wrong, correct it and send your request again.` The email address is what correcting can change for the lender: a request with the same address, car and terms is the one it has (`duplicate`). A text without `{email}` or `{phone}` is not used. */
            sentToPhone?: string;
            /** @description After a corrected request is sent, under its details: the first one stays with the lender. `{lender} also has your earlier request, {reference}, with the email address {email}.` A text without `{reference}` or `{email}` is not used. */
            sentEarlier?: string;
            /** @description The button after the reference that brings the form back as it was sent: `Correct my details`. */
            correct?: string;
            /** @description Beside Send while correcting a request sent: back to it as the lender has it, with its reference, as when the lender answers that it has the corrected one already: `Keep my request as sent`. */
            keepSent?: string;
            failed?: string;
            /** @description `There is a problem`. */
            errorSummary?: string;
            firstNameMissing?: string;
            /** @description A name the admin document's `PersonName` refuses. */
            firstNameInvalid?: string;
            lastNameMissing?: string;
            lastNameInvalid?: string;
            emailMissing?: string;
            emailInvalid?: string;
            /** @description Under an address one slip from a common mailbox's, once the visitor leaves it: `Check your email address: did you mean {email}?` (`{email}`: the address meant). The address is never changed unasked. */
            emailCheck?: string;
            /** @description The button that puts the address meant in the field: `Use {email}`. */
            emailUse?: string;
            /** @description Under a first name with a digit or an @ in it (autofill's email, a thumb on the row above), once the visitor leaves it: `Check your first name: names rarely have a number or an @ in them.` The document takes such a name, so Send stops once on it and sends it as typed when pressed again. */
            firstNameCheck?: string;
            /** @description `Check your last name: names rarely have a number or an @ in them.` */
            lastNameCheck?: string;
            /** @description Added to a check once Send has stopped on it: `If {value} is right, select {submit} again.` (`{value}`: as typed; `{submit}`: the Send button's text). */
            checkAgain?: string;
            phoneInvalid?: string;
            postcodeMissing?: string;
            postcodeInvalid?: string;
            consentMissing?: string;
            /** @description `The quote you are asking about`. */
            restateTitle?: string;
            /** @description `Quoted on {date}`. */
            quotedOn?: string;
            /** @description Said when the lender makes a soft search: it does not affect the credit score, and an application that follows is a full search that other lenders can see (Consumer Duty, PRIN 2A.5: what the visitor needs to know at the point of asking). */
            softSearch?: string;
            /** @description Said when the lender makes a hard search: it is recorded on the credit file. */
            hardSearch?: string;
            /** @description Who contacts the visitor, how and when: `{lender} will contact you by email within 2 working days.` */
            nextSteps?: string;
            /** @description Send refused while a term, deposit or mileage is invalid. */
            financeInvalid?: string;
            /** @description Send refused while the figures on screen are not yet the quote for the term, deposit or mileage chosen (a typed deposit waiting to apply, or a new quote loading): the request would be for the old terms. */
            financeUpdating?: string;
            /** @description Send refused while the dialog is open over a quote for a new term, deposit or mileage that failed: the figures restated are the old ones, and only Try again, beside the quote, can bring the new ones. */
            financeFailed?: string;
            /** @description No answer within 20 seconds; the request may have arrived, so the visitor checks before sending again. */
            timedOut?: string;
            /** @description A 409: the lender already has this request. */
            duplicate?: string;
            /** @description A 409 to a corrected request (Correct my details): the lender has a request with the same email address, car and terms, so the changes were not sent: `Your changes were not sent: {lender} already has this request with this email address. Tell them about any other change when they contact you.` Keep my request as sent goes back to it. */
            duplicateCorrected?: string;
            /** @description A 413: the request is too large to send. */
            tooLarge?: string;
            /** @description A 429: too many requests; wait, then send again. */
            tooMany?: string;
            /** @description A 429 whose `Retry-After` asks for more than a minute and at most an hour: wait {minutes} minutes (whole minutes, rounded up), then send again. Without the header, or for a minute or less, `tooMany` is said. */
            tooManyWait?: string;
            /** @description A 429 whose `Retry-After` asks for more than an hour (a wait no visitor stays for, or the server's slip, as seconds written in milliseconds): no figure is said; Send stays, for when the wait has passed. */
            tooManyLater?: string;
            /** @description A 400 about something the visitor cannot change (the vehicle or the quote); no Try again. */
            rejected?: string;
        };
        /** @description Loading, failure and empty-state texts, in the visitor's words (GOV.UK style: what could not be done, then what to do). Technical detail goes to the console and analytics, never to the visitor. */
        StatusContent: {
            loadingCalculator?: string;
            loadingModels?: string;
            calculating?: string;
            updating?: string;
            retry?: string;
            /** @description What to do after a failure that is not the visitor's connection (a server error, no answer while the browser is online, a file that did not download): `Try again in a few minutes.` */
            tryAgain?: string;
            calculatorFailed?: string;
            modelsFailed?: string;
            calculationFailed?: string;
            notSetUp?: string;
            noResults?: string;
            /** @description Said on the first step when the brand offers no models: `{brand}` is replaced. */
            noModels?: string;
            noModelsAction?: string;
            /** @description Said only when the browser reports that it is offline. */
            unreachable?: string;
            /** @description Said when a part of the calculator could not be downloaded after every attempt a page may make; its Try again reloads the page (what the visitor entered is kept). */
            reloadPage?: string;
            unexpected?: string;
        };
        /** @description The calculator's configuration; the first charging profile holds the defaults. */
        Configuration: {
            initialCalcOptions: components["schemas"]["VehicleInputData"];
            types: components["schemas"]["ChargeTypeLabels"];
            prices: components["schemas"]["ConfiguredChargePrices"];
            chargingProfiles: components["schemas"]["ChargingProfile"][];
            priceRanges?: components["schemas"]["PriceRanges"];
            emissionFactors?: components["schemas"]["EmissionFactors"];
            finance?: components["schemas"]["FinanceSettings"];
            /** @description Where each default price comes from and the day it was true, by `petrol`, `diesel` and charge type: a fuel price or an energy price cap holds for a quarter, so every default says its date and source, on screen and on paper (CAP Code 3.1, 3.7: a savings claim must be substantiated and not mislead). */
            priceSources?: {
                [key: string]: components["schemas"]["PriceSource"];
            };
            realWorld?: components["schemas"]["RealWorldAdjustment"];
            vehicleTax?: components["schemas"]["VehicleTaxRates"];
            mileageDuty?: components["schemas"]["MileageDuty"];
            /** @description Past this many days from its date, the calculator says a default price may be out of date. */
            priceMaxAgeDays?: number;
            /** @description Content keyed by locale or theme; `default` is the fallback. */
            content: {
                default: components["schemas"]["CalculatorContent"];
            } & {
                [key: string]: components["schemas"]["CalculatorContent"];
            };
        };
        CtaItem: {
            label: string;
            href: string;
            primary?: boolean;
            icon?: string;
        };
        /** @description An edition offered by the calculator. A trim without an id is not shown. */
        Trim: {
            id?: string | null;
            capCode?: string;
            modelYear?: number;
            model: string;
            powerTrain: components["schemas"]["PowerTrain"];
            runningCostCalcAllowed: boolean;
            /** @description One-time (on-the-road) price, pounds; missing prices sort as 0. */
            otp?: number | null;
            vendorVehicleDescription?: string;
            modelImage?: string;
            weightedCombinedMPG?: number | null;
            /** @description WLTP electric range, miles (battery-electric and plug-in hybrids); null for hybrids. */
            evRange?: number | null;
            capVehicleDescription?: string;
            /** @description OEM (manufacturer-direct) price. */
            standaloneRunningCostOTP?: number | null;
            /** @description OEM description. */
            standaloneRunningCostVehicleDescription?: string;
            /** @description OEM image. */
            standaloneRunningCostImage?: string;
            standaloneRunningCostCta?: components["schemas"]["CtaItem"];
        };
        RunningCostModel: {
            modelName: string;
            trims: components["schemas"]["Trim"][];
        };
        RunningCostModels: {
            models: components["schemas"]["RunningCostModel"][];
        };
        CalculationRequest: {
            fuelType: components["schemas"]["FuelType"];
            fuelEconomy: components["schemas"]["MilesPerGallon"];
            fuelPrice: components["schemas"]["PricePerLitre"];
            /** @description As the query reading's `petrolPrice`. */
            petrolPrice?: components["schemas"]["PricePerLitre"];
            weeklyMileage: components["schemas"]["WeeklyMileage"];
            chargingProfile: components["schemas"]["ChargeShares"];
            chargeCosts: components["schemas"]["ChargePrices"];
            /** @description As the query reading's `basis`. */
            basis?: components["schemas"]["CalculationBasis"];
            /** @description Trim ids to compare, 1 to 10 of them; a repeated id is answered once. */
            vehicleIds: string[];
        };
        /** @description What the compare step shows of a vehicle; battery and range are null for hybrids, never missing. */
        ResultVehicle: {
            /** @description WLTP electric range, miles (up to); null for hybrids. */
            evRange: number | null;
            /** @description Usable battery capacity, kWh; null for hybrids. */
            battery: number | null;
            /**
             * @description The MPG the fuel formula used for this vehicle's petrol miles: a hybrid's weighted combined MPG, a plug-in
             *     hybrid's charge-sustaining MPG; null for battery-electric.
             */
            mpg: number | null;
            capVehicleDescription: string;
        };
        VehicleResult: {
            /** @description The requested trim id; the calculator matches each result to its trim by it. */
            vehicleId: string;
            /** @description currentAnnualRunningCost less newAnnualRunningCost, each in pounds to the penny, so a visitor can check it by subtraction. The calculator refuses a result whose saving is more than a penny from that difference, for any period, rather than show it, and says so in the browser's console. */
            annualSaving: number;
            /** @description currentMonthlyRunningCost less newMonthlyRunningCost, within a penny, as annualSaving. */
            monthlySaving: number;
            /** @description currentWeeklyRunningCost less newWeeklyRunningCost, within a penny, as annualSaving. */
            weeklySaving: number;
            /** @description The new vehicle's running cost for a year, pounds to the penny; never below zero. */
            newAnnualRunningCost: number;
            /** @description newAnnualRunningCost over 12, within a penny (a year of the calculation is 12 months). */
            newMonthlyRunningCost: number;
            /** @description newAnnualRunningCost over 52, within a penny (a year of the calculation is 52 weeks). */
            newWeeklyRunningCost: number;
            /** @description The current vehicle's running cost for a year, pounds to the penny; never below zero. */
            currentAnnualRunningCost: number;
            /** @description currentAnnualRunningCost over 12, within a penny. */
            currentMonthlyRunningCost: number;
            /** @description currentAnnualRunningCost over 52, within a penny. */
            currentWeeklyRunningCost: number;
            /** @description Blended price per kWh of the charging profile, pounds (0 for hybrids). */
            electricityCost: number;
            /**
             * @description The share of the visitor's miles costed as electric: 1 for battery-electric, 0 for hybrids, and for a
             *     plug-in hybrid min(1, WLTP electric range / daily miles), 0 when it has no range (see the calculation's
             *     description). Answered to 4 decimal places (0.6563); the costs use the unrounded share.
             */
            electricShare: number;
            vehicle: components["schemas"]["ResultVehicle"];
        };
        /** @description The current running cost is read from the first result. */
        CalculationResponse: {
            vehicleResults: components["schemas"]["VehicleResult"][];
        };
        AppConfigValues: {
            values: {
                [key: string]: string | number | boolean;
            };
        };
        UsedVehicleSearchRequest: {
            searchTerm?: string;
            make?: string;
            model?: string;
            minPrice?: number;
            maxPrice?: number;
            maxMileage?: number;
            fuelTypes?: components["schemas"]["UsedFuelType"][];
            /** @enum {string} */
            sort?: "price-asc" | "price-desc" | "mileage-asc" | "newest";
            page: number;
            pageSize: number;
        };
        /** @enum {string} */
        UsedFuelType: "petrol" | "diesel" | "hybrid" | "plug-in-hybrid" | "electric";
        UsedVehicle: {
            id: string;
            /** @description UK registration mark. */
            vrm: string;
            make: string;
            model: string;
            derivative?: string;
            year: number;
            mileage: number;
            price: number;
            fuelType: components["schemas"]["UsedFuelType"];
            /** @enum {string} */
            transmission?: "manual" | "automatic";
            imageUrl?: string;
            dealerId: string;
            dealerName?: string;
        };
        UsedVehicleSearchResult: {
            totalCount: number;
            page: number;
            pageSize: number;
            vehicles: components["schemas"]["UsedVehicle"][];
        };
        CacheClearResult: {
            cleared: boolean;
            scope: string;
            /** Format: date-time */
            clearedAt: string;
        };
        /**
         * @description HP hire purchase, PCP personal contract purchase, CH contract hire, PL personal loan.
         * @enum {string}
         */
        FinanceProductType: "HP" | "PCP" | "CH" | "PL";
        /** @enum {string} */
        Lender: "santander" | "zenith";
        FinanceParametersRequest: {
            product: components["schemas"]["FinanceProductType"];
            vehiclePrice: number;
            vehicleId?: string;
            dealerId?: string;
        };
        FinanceParameters: {
            lender: components["schemas"]["Lender"];
            product: components["schemas"]["FinanceProductType"];
            /** @description Months. */
            minTerm: number;
            /** @description Months. */
            maxTerm: number;
            termStep: number;
            minDepositPercent: number;
            maxDepositPercent: number;
            annualMileageOptions: number[];
            /** @description Percent. */
            representativeApr: number;
        };
        FinanceProduct: {
            code: string;
            name: string;
            type: components["schemas"]["FinanceProductType"];
            lender: components["schemas"]["Lender"];
            /** @description Percent, one decimal; the APR its quotes use. */
            representativeApr?: number;
        };
        FinanceProducts: {
            products: components["schemas"]["FinanceProduct"][];
        };
        LiveProductStatus: {
            productCode: string;
            live: boolean;
        };
        ContractHireParameters: {
            terms: number[];
            annualMileages: number[];
            initialRentalMultiples: number[];
            maintenanceAvailable: boolean;
        };
        /**
         * @description One quote's inputs. Bounds beyond the schema's come from `getSantanderFinanceQuoteFieldData` for the same
         *     product and price; the deposit's bounds apply to the advance payment, deposit + partExchange - settlement.
         */
        FinanceQuoteRequest: {
            /** @description PCP or HP (CH and PL are quoted by their own operations; a 400 here). */
            product: components["schemas"]["FinanceProductType"];
            /** @description Cash price, pounds. */
            price: number;
            /** @description Number of monthly payments. */
            term: number;
            /** @description Customer deposit, pounds. */
            deposit: number;
            /** @description Part-exchange value, pounds; default 0. */
            partExchange?: number;
            /** @description Finance still owed on the part exchange, pounds; default 0. */
            settlement?: number;
            currentMileage?: number;
            /** @description Annual miles; required for PCP. */
            expectedMileage?: number;
            /** @description Echoed in the answer. */
            vehicleId?: string;
        };
        /** @description One charge included in the total charge for credit (CONC 3.5.5R(1)(b)), and when it is paid. */
        FinanceFee: {
            /** @description As the representative example names it. */
            name: string;
            /** @description Pounds; a motor-finance fee is tens of pounds. */
            amount: number;
            /**
             * @description `optionalFinalPayment`: already included in the optional final payment (the PCP option-to-purchase fee); `separately`: in none of the quote's other figures, so added once in the total amount payable.
             * @enum {string}
             */
            payableWith: "optionalFinalPayment" | "separately";
        };
        /**
         * @description One quote, every figure the lender's (a calculator shows them as answered). Each figure lies within plausible
         *     bounds for UK motor finance (a calculator refuses an answer outside them, and one that answers another
         *     question than it asked: another vehicle, product, price, term, deposit or mileage). They reconcile to the penny:
         *
         *     - credit = price - deposit - partExchange + settlement (without a part exchange: price - deposit);
         *     - totalRepayment = deposit + partExchange - settlement + term x monthlyPayment + (optionalFinalPayment, or 0)
         *       + every fee payable `separately` (fees payable with the optional final payment are already in it);
         *     - totalChargeForCredit = totalRepayment - price.
         *
         *     And they fit the product and the question (CONC 3.5.5R(1): one agreement's figures). HP has no
         *     optionalFinalPayment, annualMileage or excessMileagePencePerMile (each null); a PCP has its optional final
         *     payment. durationMonths is at least as long as the payments take: term - 1 months (the first payment at the
         *     outset), or the term with a final payment a month after the last (longer defers the first). Fees payable with the
         *     optional final payment are within it. The APR is not below the rate of interest, fixed or variable (the APR
         *     of a variable rate assumes it stays at its first level). partExchange and settlement are the request's (0
         *     when it has none), and lender is the one whose operation was called.
         */
        FinanceQuote: {
            lender: components["schemas"]["Lender"];
            product: components["schemas"]["FinanceProductType"];
            /** @description The request's vehicleId, when it sent one. */
            vehicleId?: string;
            /** @description Cash price, pounds. */
            price: number;
            /** @description Number of monthly payments. */
            term: number;
            /** @description Duration of the agreement (CONC 3.5.5R(1)(f)): PCP term + 1, as the optional final payment falls due a month after the last monthly payment; HP the term. */
            durationMonths: number;
            /** @description Customer deposit, pounds. */
            deposit: number;
            partExchange?: number;
            settlement?: number;
            /** @description Total amount of credit, pounds. */
            credit: number;
            /** @description Each of the term monthly payments, pounds (to the penny). */
            monthlyPayment: number;
            /** @description PCP: the guaranteed future value plus the option-to-purchase fee, due at month term + 1; null for HP. */
            optionalFinalPayment: number | null;
            /** @description Every charge in the total charge for credit other than interest; may be empty (the mock's HP). */
            fees: components["schemas"]["FinanceFee"][];
            /** @description Total amount payable, pounds. */
            totalRepayment: number;
            /** @description Total amount payable less the cash price, pounds. */
            totalChargeForCredit: number;
            /** @description The APR of this quote, percent to one decimal; the lender's representative APR when `representative`. */
            interestRateRep: number;
            /** @description Whether the quote is at the lender's representative APR: a calculator heads it "Representative example", else "Illustrative example". */
            representative: boolean;
            /** @description Rate of interest, percent a year (flat rate), to 2 decimals. */
            fixedRate: number;
            /**
             * @description Whether the rate of interest is fixed or variable (CONC 3.5.5R(1)(a)).
             * @enum {string}
             */
            rateType: "fixed" | "variable";
            /** @description PCP: the annual miles agreed (the guaranteed future value depends on them); null for HP. */
            annualMileage: number | null;
            /**
             * Format: date-time
             * @description When the lender produced the quote; a calculator says the time it arrived when absent, and refuses a quote dated after tomorrow in the UK (a day's slack for the visitor's clock).
             */
            quotedAt?: string;
            /**
             * Format: date
             * @description The last day the quote holds: from the day of `quotedAt` to `QuoteValidDays`' maximum after it (a calculator refuses one outside that). A calculator uses the configuration's `finance.quoteValidDays` when absent, and states no end when both are.
             */
            validUntil?: string;
            /** @description PCP: the charge per mile over the agreed mileage if the car is handed back, pence; null for HP. */
            excessMileagePencePerMile: number | null;
        };
        FieldRange: {
            min: number;
            max: number;
            step: number;
            default: number;
        };
        QuoteFieldDataRequest: {
            /** @description PCP (the default) or HP for a Santander quote. */
            product?: components["schemas"]["FinanceProductType"];
            /** @description Cash price, pounds. */
            price: number;
        };
        /**
         * @description Each range's `default` lies on its steps between `min` and `max`. `term`: months (PCP 24 to 48, HP 12 to 60
         *     in the mock); `deposit`: pounds, 10% to 40% of the price in £100 steps; `annualMileage`: miles a year, used
         *     by PCP only (HP returns the same range, unused).
         */
        FinanceQuoteFieldData: {
            term: components["schemas"]["FieldRange"];
            deposit: components["schemas"]["FieldRange"];
            annualMileage: components["schemas"]["FieldRange"];
        };
        ContractHireQuoteRequest: {
            vehicleId: string;
            term: number;
            annualMileage: number;
            initialRentalMonths: number;
            maintenance?: boolean;
        };
        ContractHireQuote: {
            vehicleId: string;
            term: number;
            annualMileage: number;
            initialRental: number;
            monthlyRental: number;
            excessMileagePencePerMile?: number;
            totalCost: number;
            maintenance?: boolean;
            vatIncluded: boolean;
        };
        PersonalLoanQuoteRequest: {
            loanAmount: number;
            term: number;
        };
        PersonalLoanQuote: {
            loanAmount: number;
            term: number;
            monthlyPayment: number;
            /** @description Representative APR, percent. */
            interestRateRep: number;
            totalRepayment: number;
        };
        PersonalLoanQuoteFieldData: {
            loanAmount: components["schemas"]["FieldRange"];
            term: components["schemas"]["FieldRange"];
        };
        Token: {
            accessToken: string;
            /** @constant */
            tokenType: "Bearer";
            /** @description Lifetime in seconds. */
            expiresIn: number;
        };
        VehicleModel: {
            modelCode: string;
            modelName: string;
            fromPrice?: number | null;
        };
        VehicleModels: {
            brand: string;
            models: components["schemas"]["VehicleModel"][];
        };
        Edition: {
            id: string;
            capCode?: string;
            brand: string;
            model: string;
            description: string;
            powerTrain: components["schemas"]["PowerTrain"];
            otp?: number | null;
            /** @description Usable battery, kWh. */
            battery?: number | null;
            /** @description WLTP electric range, miles. */
            evRange?: number | null;
            weightedCombinedMPG?: number | null;
            /** @description A plug-in hybrid's MPG once its battery's range is used (WLTP charge-sustaining); null otherwise. */
            chargeSustainingMPG?: number | null;
        };
        Editions: {
            editions: components["schemas"]["Edition"][];
        };
        VehicleSearchHit: {
            id: string;
            brand: string;
            model: string;
            description: string;
            powerTrain: components["schemas"]["PowerTrain"];
            otp?: number | null;
            image?: string;
        };
        VehicleSearchResult: {
            term: string;
            results: components["schemas"]["VehicleSearchHit"][];
        };
    };
    responses: {
        /** @description One result per requested vehicle, in request order. */
        CalculationResult: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["CalculationResponse"];
            };
        };
        /** @description The lender's products. */
        FinanceProducts: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "products": [
                 *         {
                 *           "code": "SAN-PCP-EV",
                 *           "name": "Personal Contract Purchase",
                 *           "type": "PCP",
                 *           "lender": "santander",
                 *           "representativeApr": 9.9
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["FinanceProducts"];
            };
        };
        /** @description The request body is larger than `x-max-body-bytes` (65,536 bytes); nothing was read past the limit. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://hcuk.example/problems/payload-too-large",
                 *       "title": "Payload too large",
                 *       "status": 413,
                 *       "detail": "The request body is larger than 65536 bytes."
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request broke a rule; the problem names the field. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ValidationProblem"];
            };
        };
        /** @description The quote request broke a rule; the problem names each field (the form shows them by field). */
        QuoteBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://hcuk.example/problems/validation",
                 *       "title": "Invalid request",
                 *       "status": 400,
                 *       "detail": "deposit must be from 2600 to 10300 (10% to 40% of the price 25995)",
                 *       "errors": [
                 *         {
                 *           "field": "deposit",
                 *           "rule": "maximum 10300",
                 *           "message": "deposit must be from 2600 to 10300 (10% to 40% of the price 25995)"
                 *         }
                 *       ]
                 *     }
                 */
                "application/problem+json": components["schemas"]["ValidationProblem"];
            };
        };
        /**
         * @description The lender has no product for this vehicle (or not this product): not a failure to retry. The title says so,
         *     and the detail says why.
         */
        NoFinanceProduct: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://hcuk.example/problems/no-finance-product",
                 *       "title": "No finance product for this vehicle",
                 *       "status": 404,
                 *       "detail": "Santander finances cash prices from 5000 to 100000; this vehicle's is 120000."
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The bearer token is missing, invalid or expired. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://hcuk.example/problems/unauthorized",
                 *       "title": "Unauthorized",
                 *       "status": 401,
                 *       "detail": "The bearer token has expired."
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Any other failure (for example 500 or 503), as an RFC 9457 problem. */
        Problem: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://hcuk.example/problems/unavailable",
                 *       "title": "Service unavailable",
                 *       "status": 503,
                 *       "detail": "The calculator configuration is temporarily unavailable."
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        /** @description Anti-forgery token, sent on every request when configured (the SDK can rename the header). */
        AntiForgeryToken: string;
        /** @description Client id, sent on every request when configured (the SDK can rename the header). */
        ClientId: string;
        /**
         * @description Brand name as shown to visitors.
         * @example MG
         */
        Brand: string;
        /**
         * @description Dealer to filter by.
         * @example d-1001
         */
        DealerIdOptional: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAppConfigValues: {
        parameters: {
            query?: never;
            header?: {
                /** @description Anti-forgery token, sent on every request when configured (the SDK can rename the header). */
                RequestVerificationToken?: components["parameters"]["AntiForgeryToken"];
                /** @description Client id, sent on every request when configured (the SDK can rename the header). */
                "X-Client-Id"?: components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The configuration values. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "values": {
                     *         "financeEnabled": true,
                     *         "contractHireEnabled": true,
                     *         "personalLoanEnabled": true,
                     *         "defaultLender": "santander",
                     *         "maxCompare": 3
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AppConfigValues"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Problem"];
        };
    };
    usedVehicleSearch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Anti-forgery token, sent on every request when configured (the SDK can rename the header). */
                RequestVerificationToken?: components["parameters"]["AntiForgeryToken"];
                /** @description Client id, sent on every request when configured (the SDK can rename the header). */
                "X-Client-Id"?: components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "searchTerm": "Kia Niro",
                 *       "maxPrice": 25000,
                 *       "fuelTypes": [
                 *         "electric"
                 *       ],
                 *       "page": 1,
                 *       "pageSize": 12
                 *     }
                 */
                "application/json": components["schemas"]["UsedVehicleSearchRequest"];
            };
        };
        responses: {
            /** @description One page of matching vehicles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalCount": 1,
                     *       "page": 1,
                     *       "pageSize": 12,
                     *       "vehicles": [
                     *         {
                     *           "id": "uv-20431",
                     *           "vrm": "LB71 XKE",
                     *           "make": "Kia",
                     *           "model": "Niro",
                     *           "derivative": "64kWh 3 Auto",
                     *           "year": 2021,
                     *           "mileage": 28450,
                     *           "price": 19995,
                     *           "fuelType": "electric",
                     *           "transmission": "automatic",
                     *           "imageUrl": "/data/images/kia-niro-ev.svg",
                     *           "dealerId": "d-1001",
                     *           "dealerName": "Northway Motors Leeds"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["UsedVehicleSearchResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            default: components["responses"]["Problem"];
        };
    };
    clearCache: {
        parameters: {
            query?: {
                /**
                 * @description Brand whose configuration to clear; all brands when absent.
                 * @example MG
                 */
                brand?: string;
            };
            header?: {
                /** @description Anti-forgery token, sent on every request when configured (the SDK can rename the header). */
                RequestVerificationToken?: components["parameters"]["AntiForgeryToken"];
                /** @description Client id, sent on every request when configured (the SDK can rename the header). */
                "X-Client-Id"?: components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What was cleared. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cleared": true,
                     *       "scope": "calculator:MG",
                     *       "clearedAt": "2026-11-20T09:30:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CacheClearResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Problem"];
        };
    };
    clearOemDealerCache: {
        parameters: {
            query?: {
                /**
                 * @description Dealer whose OEM configuration to clear; all dealers when absent.
                 * @example d-1001
                 */
                dealerId?: string;
            };
            header?: {
                /** @description Anti-forgery token, sent on every request when configured (the SDK can rename the header). */
                RequestVerificationToken?: components["parameters"]["AntiForgeryToken"];
                /** @description Client id, sent on every request when configured (the SDK can rename the header). */
                "X-Client-Id"?: components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What was cleared. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cleared": true,
                     *       "scope": "oem-dealer:d-1001",
                     *       "clearedAt": "2026-11-20T09:31:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CacheClearResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Problem"];
        };
    };
    calculateByQuery: {
        parameters: {
            query: {
                fuelType: components["schemas"]["FuelType"];
                /**
                 * @description Current vehicle's average miles per (imperial) gallon.
                 * @example 45
                 */
                fuelEconomy: components["schemas"]["MilesPerGallon"];
                /**
                 * @description Current fuel price, pounds per litre.
                 * @example 1.36
                 */
                fuelPrice: components["schemas"]["PricePerLitre"];
                /**
                 * @description Petrol price, pounds per litre, for hybrids and the petrol miles of plug-in hybrids. When absent: the
                 *     `fuelPrice` if `fuelType` is petrol, else the configuration's default petrol price.
                 * @example 1.36
                 */
                petrolPrice?: components["schemas"]["PricePerLitre"];
                /**
                 * @description Miles driven per week (derived from the entered mileage and period).
                 * @example 150
                 */
                weeklyMileage: components["schemas"]["WeeklyMileage"];
                /**
                 * @description Charging shares as comma-joined `type:share` pairs, shares 0..1 summing to 1 (within 0.000001), for the
                 *     configuration's charge types only.
                 * @example home:0.8,free:0.05,standard:0.05,rapid:0.1
                 */
                chargingProfile: string;
                /**
                 * @description Trim ids to compare, 1 to 10 of them; the key repeats once per id. A repeated id is answered once.
                 * @example [
                 *       "mg-mg4-se-sr"
                 *     ]
                 */
                vehicleIds: string[];
                /**
                 * @description Price per kWh of home charging, pounds. Most home prices are from 5p (the cheapest EV off-peak tariffs are
                 *     about 6-9p) to 45p (peak rates of time-of-use tariffs pass 30p; the price cap's average is under 30p): a form
                 *     asks the visitor to check a price outside them (`x-plausible-minimum` / `-maximum`), as 2.45p typed for
                 *     24.5p would cost every home-charged mile at a tenth and overstate the saving.
                 * @example 0.085
                 */
                homeChargeCost: components["schemas"]["PricePerKwh"];
                /**
                 * @description Price per kWh of free charging, pounds (normally 0).
                 * @example 0
                 */
                freeChargeCost: components["schemas"]["PricePerKwh"];
                /**
                 * @description Price per kWh of standard/fast public charging, pounds. Pay-as-you-go averages about 57p (Zapmap Price
                 *     Index, 2024) and few networks charge under 15p: a form asks the visitor to check a lower price (5.2p typed
                 *     for 52p), which would overstate the saving. Free charging is its own type.
                 * @example 0.52
                 */
                standardChargeCost: components["schemas"]["PricePerKwh"];
                /**
                 * @description Price per kWh of rapid/ultra public charging, pounds. Pay-as-you-go averages about 80p (Zapmap Price Index,
                 *     2024; the largest networks 79-85p) and few rapid chargers charge under 25p: a form asks the visitor to
                 *     check a lower price (7.9p typed for 79p), which would overstate the saving.
                 * @example 0.79
                 */
                rapidChargeCost: components["schemas"]["PricePerKwh"];
                /**
                 * @description Which figures the new vehicles are costed at: `official` (the published WLTP figures, the formulas above
                 *     unchanged; the default) or `real-world` (the configuration's `realWorld` adjustment: each official
                 *     consumption x its power train's factor, electric energy drawn from the wall = energy / (1 - charging loss
                 *     of its charge type), and a plug-in hybrid's electric share from its range / the electric factor). The
                 *     current car is never adjusted: its mpg is the visitor's own, already real-world.
                 * @example real-world
                 */
                basis?: components["schemas"]["CalculationBasis"];
            };
            header?: {
                /** @description Anti-forgery token, sent on every request when configured (the SDK can rename the header). */
                RequestVerificationToken?: components["parameters"]["AntiForgeryToken"];
                /** @description Client id, sent on every request when configured (the SDK can rename the header). */
                "X-Client-Id"?: components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CalculationResult"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Problem"];
        };
    };
    calculate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Anti-forgery token, sent on every request when configured (the SDK can rename the header). */
                RequestVerificationToken?: components["parameters"]["AntiForgeryToken"];
                /** @description Client id, sent on every request when configured (the SDK can rename the header). */
                "X-Client-Id"?: components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "fuelType": "petrol",
                 *       "fuelEconomy": 45,
                 *       "fuelPrice": 1.36,
                 *       "petrolPrice": 1.36,
                 *       "weeklyMileage": 150,
                 *       "chargingProfile": {
                 *         "home": 0.8,
                 *         "free": 0.05,
                 *         "standard": 0.05,
                 *         "rapid": 0.1
                 *       },
                 *       "chargeCosts": {
                 *         "home": 0.085,
                 *         "free": 0,
                 *         "standard": 0.52,
                 *         "rapid": 0.79
                 *       },
                 *       "vehicleIds": [
                 *         "mg-mg4-se-sr"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CalculationRequest"];
            };
        };
        responses: {
            200: components["responses"]["CalculationResult"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            default: components["responses"]["Problem"];
        };
    };
    getConfiguration: {
        parameters: {
            query?: never;
            header?: {
                /** @description Anti-forgery token, sent on every request when configured (the SDK can rename the header). */
                RequestVerificationToken?: components["parameters"]["AntiForgeryToken"];
                /** @description Client id, sent on every request when configured (the SDK can rename the header). */
                "X-Client-Id"?: components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calculator configuration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "initialCalcOptions": {
                     *         "fuel": "petrol",
                     *         "mpg": 45,
                     *         "mileage": 150,
                     *         "mileagePer": "week",
                     *         "fuelPrice": 1.36,
                     *         "petrolPrice": 1.36,
                     *         "dieselPrice": 1.45,
                     *         "showOnLoad": false
                     *       },
                     *       "types": {
                     *         "home": "Home",
                     *         "free": "Free",
                     *         "standard": "Standard/Fast",
                     *         "rapid": "Rapid/Ultra"
                     *       },
                     *       "prices": {
                     *         "home": 0.085,
                     *         "free": 0,
                     *         "standard": 0.52,
                     *         "rapid": 0.79
                     *       },
                     *       "chargingProfiles": [
                     *         {
                     *           "name": "Mostly home",
                     *           "defaults": {
                     *             "home": 0.8,
                     *             "free": 0.05,
                     *             "standard": 0.05,
                     *             "rapid": 0.1
                     *           }
                     *         }
                     *       ],
                     *       "content": {
                     *         "default": {
                     *           "vehicle": {
                     *             "title": "Your current vehicle",
                     *             "illustrativeTitle": "Illustrative vehicle"
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Configuration"];
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["Problem"];
            default: components["responses"]["Problem"];
        };
    };
    getSantanderFinanceParameters: {
        parameters: {
            query?: never;
            header?: {
                /** @description Anti-forgery token, sent on every request when configured (the SDK can rename the header). */
                RequestVerificationToken?: components["parameters"]["AntiForgeryToken"];
                /** @description Client id, sent on every request when configured (the SDK can rename the header). */
                "X-Client-Id"?: components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "product": "PCP",
                 *       "vehiclePrice": 25995,
                 *       "vehicleId": "mg-mg4-se-sr"
                 *     }
                 */
                "application/json": components["schemas"]["FinanceParametersRequest"];
            };
        };
        responses: {
            /** @description The parameters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "lender": "santander",
                     *       "product": "PCP",
                     *       "minTerm": 24,
                     *       "maxTerm": 48,
                     *       "termStep": 12,
                     *       "minDepositPercent": 10,
                     *       "maxDepositPercent": 40,
                     *       "annualMileageOptions": [
                     *         5000,
                     *         8000,
                     *         10000,
                     *         12000,
                     *         15000,
                     *         20000,
                     *         25000,
                     *         30000
                     *       ],
                     *       "representativeApr": 9.9
                     *     }
                     */
                    "application/json": components["schemas"]["FinanceParameters"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            default: components["responses"]["Problem"];
        };
    };
    getSantanderFinanceProducts: {
        parameters: {
            query?: {
                /**
                 * @description Dealer to filter by.
                 * @example d-1001
                 */
                dealerId?: components["parameters"]["DealerIdOptional"];
            };
            header?: {
                /** @description Anti-forgery token, sent on every request when configured (the SDK can rename the header). */
                RequestVerificationToken?: components["parameters"]["AntiForgeryToken"];
                /** @description Client id, sent on every request when configured (the SDK can rename the header). */
                "X-Client-Id"?: components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FinanceProducts"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Problem"];
        };
    };
    getZenithFinanceProducts: {
        parameters: {
            query?: {
                /**
                 * @description Dealer to filter by.
                 * @example d-1001
                 */
                dealerId?: components["parameters"]["DealerIdOptional"];
            };
            header?: {
                /** @description Anti-forgery token, sent on every request when configured (the SDK can rename the header). */
                RequestVerificationToken?: components["parameters"]["AntiForgeryToken"];
                /** @description Client id, sent on every request when configured (the SDK can rename the header). */
                "X-Client-Id"?: components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FinanceProducts"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Problem"];
        };
    };
    isSantanderLiveProduct: {
        parameters: {
            query: {
                /** @example SAN-PCP-EV */
                productCode: string;
            };
            header?: {
                /** @description Anti-forgery token, sent on every request when configured (the SDK can rename the header). */
                RequestVerificationToken?: components["parameters"]["AntiForgeryToken"];
                /** @description Client id, sent on every request when configured (the SDK can rename the header). */
                "X-Client-Id"?: components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether the product is live. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "productCode": "SAN-PCP-EV",
                     *       "live": true
                     *     }
                     */
                    "application/json": components["schemas"]["LiveProductStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Problem"];
        };
    };
    getContractHireFinanceProductsParameters: {
        parameters: {
            query?: {
                /** @example mg-mg4-se-sr */
                vehicleId?: string;
            };
            header?: {
                /** @description Anti-forgery token, sent on every request when configured (the SDK can rename the header). */
                RequestVerificationToken?: components["parameters"]["AntiForgeryToken"];
                /** @description Client id, sent on every request when configured (the SDK can rename the header). */
                "X-Client-Id"?: components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contract hire options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "terms": [
                     *         24,
                     *         36,
                     *         48
                     *       ],
                     *       "annualMileages": [
                     *         5000,
                     *         8000,
                     *         10000,
                     *         15000
                     *       ],
                     *       "initialRentalMultiples": [
                     *         1,
                     *         3,
                     *         6,
                     *         9
                     *       ],
                     *       "maintenanceAvailable": true
                     *     }
                     */
                    "application/json": components["schemas"]["ContractHireParameters"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Problem"];
        };
    };
    getSantanderFinanceQuoteData: {
        parameters: {
            query?: never;
            header?: {
                /** @description Anti-forgery token, sent on every request when configured (the SDK can rename the header). */
                RequestVerificationToken?: components["parameters"]["AntiForgeryToken"];
                /** @description Client id, sent on every request when configured (the SDK can rename the header). */
                "X-Client-Id"?: components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "product": "PCP",
                 *       "price": 25995,
                 *       "term": 48,
                 *       "deposit": 2600,
                 *       "expectedMileage": 8000,
                 *       "vehicleId": "mg-mg4-se-sr"
                 *     }
                 */
                "application/json": components["schemas"]["FinanceQuoteRequest"];
            };
        };
        responses: {
            /**
             * @description The quote. PCP example above: GFV 25,995 x 39.74% = £10,330, so OFP £10,340 at month 49; 48 x £410.90;
             *     2,600 + 19,723.20 + 10,340 = £32,663.20. The same car on HP at 10.9% APR (example `hp`): 48 x £597.76 and
             *     a £10 option-to-purchase fee paid separately, total payable £31,302.48, total charge for credit £5,307.48,
             *     fixed rate 5.67%, duration 48 months (the mock lender charges no HP fee: £31,292.48).
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FinanceQuote"];
                };
            };
            400: components["responses"]["QuoteBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NoFinanceProduct"];
            413: components["responses"]["PayloadTooLarge"];
            default: components["responses"]["Problem"];
        };
    };
    getSantanderFinanceQuoteFieldData: {
        parameters: {
            query?: never;
            header?: {
                /** @description Anti-forgery token, sent on every request when configured (the SDK can rename the header). */
                RequestVerificationToken?: components["parameters"]["AntiForgeryToken"];
                /** @description Client id, sent on every request when configured (the SDK can rename the header). */
                "X-Client-Id"?: components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "product": "PCP",
                 *       "price": 25995
                 *     }
                 */
                "application/json": components["schemas"]["QuoteFieldDataRequest"];
            };
        };
        responses: {
            /** @description The field bounds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "term": {
                     *         "min": 24,
                     *         "max": 48,
                     *         "step": 12,
                     *         "default": 48
                     *       },
                     *       "deposit": {
                     *         "min": 2600,
                     *         "max": 10300,
                     *         "step": 100,
                     *         "default": 2600
                     *       },
                     *       "annualMileage": {
                     *         "min": 5000,
                     *         "max": 30000,
                     *         "step": 1000,
                     *         "default": 10000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FinanceQuoteFieldData"];
                };
            };
            400: components["responses"]["QuoteBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NoFinanceProduct"];
            413: components["responses"]["PayloadTooLarge"];
            default: components["responses"]["Problem"];
        };
    };
    getContractHireFinanceQuoteData: {
        parameters: {
            query?: never;
            header?: {
                /** @description Anti-forgery token, sent on every request when configured (the SDK can rename the header). */
                RequestVerificationToken?: components["parameters"]["AntiForgeryToken"];
                /** @description Client id, sent on every request when configured (the SDK can rename the header). */
                "X-Client-Id"?: components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "vehicleId": "mg-mg4-se-sr",
                 *       "term": 36,
                 *       "annualMileage": 8000,
                 *       "initialRentalMonths": 6,
                 *       "maintenance": false
                 *     }
                 */
                "application/json": components["schemas"]["ContractHireQuoteRequest"];
            };
        };
        responses: {
            /** @description The contract hire quote. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "vehicleId": "mg-mg4-se-sr",
                     *       "term": 36,
                     *       "annualMileage": 8000,
                     *       "initialRental": 1475.94,
                     *       "monthlyRental": 245.99,
                     *       "excessMileagePencePerMile": 8.4,
                     *       "totalCost": 10085.59,
                     *       "maintenance": false,
                     *       "vatIncluded": true
                     *     }
                     */
                    "application/json": components["schemas"]["ContractHireQuote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            default: components["responses"]["Problem"];
        };
    };
    getPersonalLoanQuoteData: {
        parameters: {
            query?: never;
            header?: {
                /** @description Anti-forgery token, sent on every request when configured (the SDK can rename the header). */
                RequestVerificationToken?: components["parameters"]["AntiForgeryToken"];
                /** @description Client id, sent on every request when configured (the SDK can rename the header). */
                "X-Client-Id"?: components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "loanAmount": 15000,
                 *       "term": 60
                 *     }
                 */
                "application/json": components["schemas"]["PersonalLoanQuoteRequest"];
            };
        };
        responses: {
            /** @description The personal loan quote. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "loanAmount": 15000,
                     *       "term": 60,
                     *       "monthlyPayment": 301.78,
                     *       "interestRateRep": 7.9,
                     *       "totalRepayment": 18106.8
                     *     }
                     */
                    "application/json": components["schemas"]["PersonalLoanQuote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            default: components["responses"]["Problem"];
        };
    };
    getPersonalLoanQuoteFieldData: {
        parameters: {
            query?: never;
            header?: {
                /** @description Anti-forgery token, sent on every request when configured (the SDK can rename the header). */
                RequestVerificationToken?: components["parameters"]["AntiForgeryToken"];
                /** @description Client id, sent on every request when configured (the SDK can rename the header). */
                "X-Client-Id"?: components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "price": 25995
                 *     }
                 */
                "application/json": components["schemas"]["QuoteFieldDataRequest"];
            };
        };
        responses: {
            /** @description The field bounds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "loanAmount": {
                     *         "min": 1000,
                     *         "max": 25000,
                     *         "step": 100,
                     *         "default": 15000
                     *       },
                     *       "term": {
                     *         "min": 12,
                     *         "max": 84,
                     *         "step": 12,
                     *         "default": 60
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PersonalLoanQuoteFieldData"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            default: components["responses"]["Problem"];
        };
    };
    getToken: {
        parameters: {
            query?: {
                /**
                 * @description Client the token is issued to; the client id header is used when absent.
                 * @example hcuk-genesis-web
                 */
                clientId?: string;
            };
            header?: {
                /** @description Anti-forgery token, sent on every request when configured (the SDK can rename the header). */
                RequestVerificationToken?: components["parameters"]["AntiForgeryToken"];
                /** @description Client id, sent on every request when configured (the SDK can rename the header). */
                "X-Client-Id"?: components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A bearer token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "accessToken": "eyJhbGciOiJIUzI1NiJ9.mock.token",
                     *       "tokenType": "Bearer",
                     *       "expiresIn": 3600
                     *     }
                     */
                    "application/json": components["schemas"]["Token"];
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    getModels: {
        parameters: {
            query: {
                /**
                 * @description Brand name as shown to visitors.
                 * @example MG
                 */
                brand: components["parameters"]["Brand"];
            };
            header?: {
                /** @description Anti-forgery token, sent on every request when configured (the SDK can rename the header). */
                RequestVerificationToken?: components["parameters"]["AntiForgeryToken"];
                /** @description Client id, sent on every request when configured (the SDK can rename the header). */
                "X-Client-Id"?: components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The brand's models. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "brand": "MG",
                     *       "models": [
                     *         {
                     *           "modelCode": "mg4",
                     *           "modelName": "MG4 EV",
                     *           "fromPrice": 25995
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["VehicleModels"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Problem"];
        };
    };
    getRunningCostModels: {
        parameters: {
            query: {
                /**
                 * @description Brand name as shown to visitors.
                 * @example MG
                 */
                brand: components["parameters"]["Brand"];
                /**
                 * @description Manufacturer-direct variant; OEM trims carry the standaloneRunningCost* fields.
                 * @example false
                 */
                isOem?: boolean;
            };
            header?: {
                /** @description Anti-forgery token, sent on every request when configured (the SDK can rename the header). */
                RequestVerificationToken?: components["parameters"]["AntiForgeryToken"];
                /** @description Client id, sent on every request when configured (the SDK can rename the header). */
                "X-Client-Id"?: components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The brand's running-cost models. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "models": [
                     *         {
                     *           "modelName": "MG4 EV",
                     *           "trims": [
                     *             {
                     *               "id": "mg-mg4-se-sr",
                     *               "capCode": "MGMG4SE5HEA",
                     *               "modelYear": 2025,
                     *               "model": "MG4 EV",
                     *               "powerTrain": "bev",
                     *               "runningCostCalcAllowed": true,
                     *               "otp": 25995,
                     *               "vendorVehicleDescription": "MG4 EV SE Standard Range 51kWh",
                     *               "modelImage": "/data/images/mg-mg4.svg",
                     *               "weightedCombinedMPG": null,
                     *               "capVehicleDescription": "MG MOTOR UK MG4 EV HATCHBACK 125kW SE 51kWh 5dr Auto"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["RunningCostModels"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Problem"];
        };
    };
    getEditions: {
        parameters: {
            query: {
                /**
                 * @description Brand name as shown to visitors.
                 * @example MG
                 */
                brand: components["parameters"]["Brand"];
                /**
                 * @description Model name; every model of the brand when absent.
                 * @example MG4 EV
                 */
                model?: string;
            };
            header?: {
                /** @description Anti-forgery token, sent on every request when configured (the SDK can rename the header). */
                RequestVerificationToken?: components["parameters"]["AntiForgeryToken"];
                /** @description Client id, sent on every request when configured (the SDK can rename the header). */
                "X-Client-Id"?: components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The editions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "editions": [
                     *         {
                     *           "id": "mg-mg4-se-sr",
                     *           "capCode": "MGMG4SE5HEA",
                     *           "brand": "MG",
                     *           "model": "MG4 EV",
                     *           "description": "MG4 EV SE Standard Range 51kWh",
                     *           "powerTrain": "bev",
                     *           "otp": 25995,
                     *           "battery": 49,
                     *           "evRange": 218,
                     *           "weightedCombinedMPG": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Editions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Problem"];
        };
    };
    searchVehicles: {
        parameters: {
            query: {
                /** @example MG4 */
                term: string;
                /** @example MG */
                brand?: string;
            };
            header?: {
                /** @description Anti-forgery token, sent on every request when configured (the SDK can rename the header). */
                RequestVerificationToken?: components["parameters"]["AntiForgeryToken"];
                /** @description Client id, sent on every request when configured (the SDK can rename the header). */
                "X-Client-Id"?: components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching editions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "term": "MG4",
                     *       "results": [
                     *         {
                     *           "id": "mg-mg4-se-sr",
                     *           "brand": "MG",
                     *           "model": "MG4 EV",
                     *           "description": "MG4 EV SE Standard Range 51kWh",
                     *           "powerTrain": "bev",
                     *           "otp": 25995,
                     *           "image": "/data/images/mg-mg4.svg"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["VehicleSearchResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Problem"];
        };
    };
}
