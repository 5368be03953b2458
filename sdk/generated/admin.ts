// Auto-generated from openapi/admin.yaml by openapi/scripts/generate.ts. Do not edit: run `npm run generate`.
export interface paths {
    "/api/v1/activitystatistics/getactivitystatistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read activity figures for a period, optionally for one dealer. */
        get: operations["getActivityStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/autocomplete/autocomplete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Suggest dealers, customers or vehicles for a partial term. */
        get: operations["autocomplete"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealerusers/getdealerusers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a dealer's users. */
        get: operations["getDealerUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notification/updatestate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the state of a dealer notification. */
        post: operations["updateNotificationState"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/proposalstatus/initialpayloadrequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record that a lender requested the proposal's initial payload. */
        post: operations["initialPayloadRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/proposalstatus/proposalsubmitted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record that a proposal was submitted to the lender. */
        post: operations["proposalSubmitted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/proposalstatus/decisionreturned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record the lender's decision on a proposal. */
        post: operations["decisionReturned"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quote/savequoterequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a customer's quote request.
         * @description Saves what a customer asked to be contacted about: a dealer's request (with `dealerId`) or a lender-direct one
         *     from the calculator (no dealer, with the customer's postcode, their consent and the `source`). Answers a fresh
         *     reference for the customer to quote. A body that breaks a rule is a 400 naming each field; a request the lender
         *     already has (the same customer, vehicle, dealer and terms in the last 24 hours) is a 409, and nothing new is
         *     saved; a client sending too many is a 429 with `Retry-After`. The body holds
         *     personal data: it is sent only as a POST body, never in a URL (the SDK's mock mode does not carry it).
         */
        post: operations["saveQuoteRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quote/getquoterequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a saved quote request. */
        get: operations["getQuoteRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sendgridevent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Receive SendGrid's event webhook (a batch of e-mail events). */
        post: operations["sendGridEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vrmlookup/getvrmdata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Look up a vehicle by its registration mark, with its recorded mileage.
         * @description Answers the vehicle registered with the mark: make, model, fuel type, first registration, the last recorded
         *     mileage and when it was recorded, and the model's official mpg where known. A mark in none of the UK formats
         *     (`RegistrationMark`) is a 400 naming `vrm`; a well-formed mark that no vehicle has is a 404. Neither problem
         *     repeats the mark.
         *
         *     The mark is personal data: a client never stores, logs or sends it to analytics. It travels in the query
         *     string (as the backend defines this operation), so servers and proxies must keep it out of their access logs.
         */
        post: operations["getVrmData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vrmlookup/updatevehiclemileage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a new mileage for a looked-up vehicle. */
        post: operations["updateVehicleMileage"];
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
        /** @description A 400 problem; `errors` names every field that broke a rule. */
        ValidationProblem: components["schemas"]["Problem"] & {
            errors: components["schemas"]["FieldError"][];
        };
        FieldError: {
            /** @description The field that broke the rule: a body field by its path from the top of the body, keys and array indexes joined by dots (`customer.email`, `fees.0.name`); a query parameter by its name; `body` for the body as a whole. */
            field: string;
            rule: string;
            message: string;
        };
        ActivityStatistics: {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            dealerId?: string | null;
            quoteRequestsSaved: number;
            proposalsSubmitted: number;
            decisionsReturned: number;
            vrmLookups: number;
            calculatorComparisons: number;
        };
        AutocompleteSuggestion: {
            id: string;
            text: string;
            /** @enum {string} */
            type: "dealer" | "customer" | "vehicle" | "quote";
        };
        AutocompleteResult: {
            term: string;
            suggestions: components["schemas"]["AutocompleteSuggestion"][];
        };
        DealerUser: {
            id: string;
            name: string;
            /** Format: email */
            email: string;
            role: string;
            active: boolean;
        };
        DealerUsers: {
            dealerId: string;
            users: components["schemas"]["DealerUser"][];
        };
        /** @enum {string} */
        NotificationState: "unread" | "read" | "archived";
        Notification: {
            id: string;
            state: components["schemas"]["NotificationState"];
            message?: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @enum {string} */
        Lender: "santander" | "zenith";
        ProposalStatusEvent: {
            proposalId: string;
            quoteRequestId?: string;
            dealerId: string;
            lender: components["schemas"]["Lender"];
            /** Format: date-time */
            occurredAt: string;
        };
        DecisionReturnedEvent: components["schemas"]["ProposalStatusEvent"] & {
            /** @enum {string} */
            decision: "accepted" | "referred" | "declined";
            reason?: string;
        };
        ProposalStatusAck: {
            proposalId: string;
            /** @enum {string} */
            status: "payload-requested" | "submitted" | "decision-returned";
            /** Format: date-time */
            recordedAt: string;
        };
        /** @description The person asking for the quote. Every rule is checked in linear time (no pattern can backtrack), and a name or phone holds no control, format or bidirectional-override character (`\p{Cc}`, `\p{Cf}`). */
        Customer: {
            firstName: components["schemas"]["PersonName"];
            lastName: components["schemas"]["PersonName"];
            /**
             * Format: email
             * @description An e-mail address (RFC 5321 allows at most 254 characters): one @, a domain with a dot, and before the @ words separated by single full stops, with no comma (`sam,jones@` and `sam..jones@` are slips of the keyboard a mail server would refuse, and the lender could never write back; a quoted local part, which RFC 5321 allows, is not taken).
             */
            email: string;
            /** @description A UK telephone number: 0 or +44, then an area code (brackets allowed once), and the number in one to three groups separated by a space or hyphen, e.g. `01632 960 001`, `(020) 7946 0018`, `+44 7700 900982`. After the 0 (or +44) come as many digits as Ofcom's National Telephone Numbering Plan allocates: 10 for mobiles (07), London and other 02 numbers, 03, 05 and 09; 9 or 10 for 01 areas (9 in a few) and 08 (some 0800 numbers). So `07700 900 9821`, a digit too many, and `0770090098` or `020 7946 001`, one too few, are refused. The lookahead counts them in one pass from the first digit, which decides how many: a run of non-digits, then a digit, which cannot overlap. */
            phone?: string;
            /** @description A UK postcode, e.g. `LS1 4DY` (any case, with or without the space). */
            postcode?: string;
        };
        /** @description A first or last name as the person writes it: 1 to 100 characters, at least one a letter, none a control, format or bidirectional-override character (zero-width spaces and RTL overrides are refused). */
        PersonName: string;
        QuoteVehicle: {
            vehicleId?: string;
            vrm?: string;
            description: string;
            price: number;
        };
        QuoteFinance: {
            /** @enum {string} */
            product: "HP" | "PCP" | "CH" | "PL";
            term: number;
            deposit: number;
            monthlyPayment?: number;
            /** @description PCP: the annual miles quoted. */
            annualMileage?: number;
            /**
             * Format: date-time
             * @description When the quote the customer saw was produced.
             */
            quotedAt?: string;
        };
        /** @description The customer's agreement to be contacted about this quote, on the terms of the host's privacy notice. */
        QuoteConsent: {
            /**
             * Format: uri
             * @description The privacy notice shown with the form: an absolute http(s) address.
             */
            privacyNoticeUrl: string;
            /** Format: date-time */
            givenAt: string;
        };
        QuoteRequestInput: {
            dealerId?: string;
            customer: components["schemas"]["Customer"];
            vehicle: components["schemas"]["QuoteVehicle"];
            finance: components["schemas"]["QuoteFinance"];
            marketingConsent?: boolean;
            consent?: components["schemas"]["QuoteConsent"];
            /** @description Where the request was made, e.g. `cost-saving-calculator`. */
            source?: string;
        };
        QuoteRequestSaved: {
            /** @description The reference a customer quotes; a calculator refuses to show anything else. */
            quoteRequestId: string;
            /** Format: date-time */
            createdAt: string;
        };
        QuoteRequest: components["schemas"]["QuoteRequestSaved"] & components["schemas"]["QuoteRequestInput"];
        SendGridEvent: {
            email: string;
            /** @description Unix seconds. */
            timestamp: number;
            /** @enum {string} */
            event: "processed" | "dropped" | "delivered" | "deferred" | "bounce" | "open" | "click" | "spamreport" | "unsubscribe";
            sg_event_id?: string;
            sg_message_id?: string;
            /** @description Custom argument set when the e-mail was sent. */
            quoteRequestId?: string;
        };
        SendGridEventAck: {
            received: number;
        };
        /**
         * @description A UK vehicle registration mark, normalised: capital letters and digits, no spaces, 2 to 7 characters, in one of the formats DVLA has issued (the check is of the format, not of whether the mark was issued). Current (since September 2001): two letters, two digits, three letters, e.g. `LB71XKE`. Prefix (1983 to 2001): a letter, 1 to 3 digits, three letters, e.g. `A123BCD`. Suffix (1963 to 1983): three letters, 1 to 3 digits, a letter, e.g. `ABC123D`. Dateless: 1 to 4 digits then 1 to 3 letters, or 1 to 3 letters then 1 to 4 digits, e.g. `1ABC`, `ABC1234`; the second form also covers Northern Ireland's marks (e.g. `AIJ1234`). Each alternative is a run of bounded character classes, so the pattern is checked in linear time. Generated for the SDK, forms and mocks as `adminRules.RegistrationMark`.
         * @example LB71XKE
         */
        RegistrationMark: string;
        VrmData: {
            /** @description The mark as normalised, e.g. `LB71XKE`. */
            vrm: string;
            /** @description As DVLA records it, in capitals, e.g. `KIA`. */
            make: string;
            /** @description As DVLA records it, in capitals, e.g. `NIRO`. */
            model: string;
            derivative?: string;
            /** @enum {string} */
            fuelType: "petrol" | "diesel" | "hybrid" | "plug-in-hybrid" | "electric";
            colour?: string;
            /** Format: date */
            firstRegistered?: string;
            capCode?: string;
            /** @description The last recorded mileage (odometer reading), miles. */
            mileage: number;
            /**
             * Format: date
             * @description When `mileage` was recorded.
             */
            mileageRecordedAt?: string;
            /** @description The model's official (WLTP combined) mpg where known; absent for electric cars and unknown models. Provisional (`x-provisional` on this schema): the backend team is to confirm that it can give it, and from which source. */
            officialMpg?: number;
        };
    };
    responses: {
        /** @description The event was recorded. */
        ProposalStatusAck: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "proposalId": "p-7001",
                 *       "status": "submitted",
                 *       "recordedAt": "2026-11-20T09:05:01Z"
                 *     }
                 */
                "application/json": components["schemas"]["ProposalStatusAck"];
            };
        };
        /** @description The vehicle. */
        VrmData: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["VrmData"];
            };
        };
        /**
         * @description The lender already has this request: one with the same customer email address (compared ignoring case), the same
         *     vehicle (`vehicleId`), the same dealer or none, and the same finance product, term, deposit and annual mileage
         *     was saved in the last 24 hours (new terms are a new request).
         *     Nothing new is saved; the customer need not send it again (the calculator says so, and offers no Try again).
         *     The rule, as `x-duplicate-of` states it for the mocks (generated into the SDK's `adminRules`): the request's
         *     fields compared (`fields`, paths into the body; those in `ignore-case` compared ignoring case) and how long a
         *     saved request counts (`window-seconds`).
         */
        QuoteRequestDuplicate: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://hcuk.example/problems/duplicate-quote-request",
                 *       "title": "Quote request already received",
                 *       "status": 409,
                 *       "detail": "The same request was saved in the last 24 hours."
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /**
         * @description Too many requests from this client in a short time. `Retry-After` says how many seconds to wait before sending
         *     again: the calculator tells the customer to wait that many minutes, rounded up, up to an hour; a minute without
         *     it; and for more than an hour, no figure (the lender asks for a wait of more than an hour: try again later). A
         *     browser on another origin reads it only if the answer exposes it (`Access-Control-Expose-Headers: Retry-After`).
         */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait before sending again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://hcuk.example/problems/too-many-requests",
                 *       "title": "Too many requests",
                 *       "status": 429,
                 *       "detail": "Wait 60 seconds, then send the request again."
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
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
        /** @description The request broke a rule; the problem names each field (the calculator's quote request shows them by field). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ValidationProblem"];
            };
        };
        /** @description Nothing has that id. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://hcuk.example/problems/not-found",
                 *       "title": "Not found",
                 *       "status": 404,
                 *       "detail": "No quote request q-404."
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
                 *       "type": "https://hcuk.example/problems/server-error",
                 *       "title": "Internal server error",
                 *       "status": 500
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
         * @description The UK registration mark, normalised (`RegistrationMark`): capitals and digits, no spaces, e.g. `LB71XKE`. A client normalises what was typed (` lb71 xke ` becomes `LB71XKE`) and checks it against the same generated rule (`adminRules.RegistrationMark`) before it calls, so one pattern is the rule of the form, the SDK and the mock, and a mark is sent only once it is known to be well formed. The parameter takes the normalised form only (no looser pattern with spaces or lower case): anything else is a 400 naming `vrm`.
         * @example LB71XKE
         */
        Vrm: components["schemas"]["RegistrationMark"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getActivityStatistics: {
        parameters: {
            query: {
                /** @example 2026-11-01 */
                from: string;
                /** @example 2026-11-30 */
                to: string;
                /** @example d-1001 */
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
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "from": "2026-11-01",
                     *       "to": "2026-11-30",
                     *       "dealerId": "d-1001",
                     *       "quoteRequestsSaved": 42,
                     *       "proposalsSubmitted": 17,
                     *       "decisionsReturned": 15,
                     *       "vrmLookups": 96,
                     *       "calculatorComparisons": 310
                     *     }
                     */
                    "application/json": components["schemas"]["ActivityStatistics"];
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Problem"];
        };
    };
    autocomplete: {
        parameters: {
            query: {
                /** @example North */
                term: string;
                /** @example 10 */
                limit?: number;
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
            /** @description Suggestions, best first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "term": "North",
                     *       "suggestions": [
                     *         {
                     *           "id": "d-1001",
                     *           "text": "Northway Motors Leeds",
                     *           "type": "dealer"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AutocompleteResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Problem"];
        };
    };
    getDealerUsers: {
        parameters: {
            query: {
                /** @example d-1001 */
                dealerId: string;
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
            /** @description The dealer's users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "dealerId": "d-1001",
                     *       "users": [
                     *         {
                     *           "id": "u-501",
                     *           "name": "Priya Shah",
                     *           "email": "priya.shah@northwaymotors.example",
                     *           "role": "sales-executive",
                     *           "active": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DealerUsers"];
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Problem"];
        };
    };
    updateNotificationState: {
        parameters: {
            query: {
                /** @example n-9001 */
                notificationId: string;
                /** @example read */
                state: components["schemas"]["NotificationState"];
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
            /** @description The notification after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "n-9001",
                     *       "state": "read",
                     *       "message": "Decision returned for proposal p-7001",
                     *       "updatedAt": "2026-11-20T10:15:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Notification"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    initialPayloadRequest: {
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
                 *       "proposalId": "p-7001",
                 *       "quoteRequestId": "q-1",
                 *       "dealerId": "d-1001",
                 *       "lender": "santander",
                 *       "occurredAt": "2026-11-20T09:00:00Z"
                 *     }
                 */
                "application/json": components["schemas"]["ProposalStatusEvent"];
            };
        };
        responses: {
            200: components["responses"]["ProposalStatusAck"];
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            default: components["responses"]["Problem"];
        };
    };
    proposalSubmitted: {
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
                 *       "proposalId": "p-7001",
                 *       "quoteRequestId": "q-1",
                 *       "dealerId": "d-1001",
                 *       "lender": "santander",
                 *       "occurredAt": "2026-11-20T09:05:00Z"
                 *     }
                 */
                "application/json": components["schemas"]["ProposalStatusEvent"];
            };
        };
        responses: {
            200: components["responses"]["ProposalStatusAck"];
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            default: components["responses"]["Problem"];
        };
    };
    decisionReturned: {
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
                 *       "proposalId": "p-7001",
                 *       "quoteRequestId": "q-1",
                 *       "dealerId": "d-1001",
                 *       "lender": "santander",
                 *       "occurredAt": "2026-11-20T09:40:00Z",
                 *       "decision": "accepted"
                 *     }
                 */
                "application/json": components["schemas"]["DecisionReturnedEvent"];
            };
        };
        responses: {
            200: components["responses"]["ProposalStatusAck"];
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            default: components["responses"]["Problem"];
        };
    };
    saveQuoteRequest: {
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
                 *       "customer": {
                 *         "firstName": "Sarah",
                 *         "lastName": "Okafor",
                 *         "email": "sarah.okafor@example.co.uk",
                 *         "phone": "07700 900123",
                 *         "postcode": "LS1 4DY"
                 *       },
                 *       "vehicle": {
                 *         "vehicleId": "mg-mg4-se-sr",
                 *         "description": "MG4 EV SE Standard Range 51kWh",
                 *         "price": 25995
                 *       },
                 *       "finance": {
                 *         "product": "PCP",
                 *         "term": 48,
                 *         "deposit": 2600,
                 *         "monthlyPayment": 410.9,
                 *         "annualMileage": 8000
                 *       },
                 *       "marketingConsent": false,
                 *       "consent": {
                 *         "privacyNoticeUrl": "https://www.example.co.uk/privacy",
                 *         "givenAt": "2026-11-20T09:29:41Z"
                 *       },
                 *       "source": "cost-saving-calculator"
                 *     }
                 */
                "application/json": components["schemas"]["QuoteRequestInput"];
            };
        };
        responses: {
            /** @description The saved request's reference (the mock answers `q-` and 8 letters and digits) and time. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "quoteRequestId": "q-7k2m9x4p",
                     *       "createdAt": "2026-11-20T09:30:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["QuoteRequestSaved"];
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["QuoteRequestDuplicate"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getQuoteRequest: {
        parameters: {
            query: {
                /** @example q-1 */
                quoteRequestId: string;
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
            /** @description The quote request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "quoteRequestId": "q-1",
                     *       "createdAt": "2026-11-20T08:55:00Z",
                     *       "dealerId": "d-1001",
                     *       "customer": {
                     *         "firstName": "Sarah",
                     *         "lastName": "Okafor",
                     *         "email": "sarah.okafor@example.co.uk"
                     *       },
                     *       "vehicle": {
                     *         "vehicleId": "mg-mg4-se-sr",
                     *         "description": "MG4 EV SE Standard Range 51kWh",
                     *         "price": 25995
                     *       },
                     *       "finance": {
                     *         "product": "PCP",
                     *         "term": 48,
                     *         "deposit": 2600,
                     *         "monthlyPayment": 410.9,
                     *         "annualMileage": 8000
                     *       },
                     *       "marketingConsent": false
                     *     }
                     */
                    "application/json": components["schemas"]["QuoteRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    sendGridEvent: {
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
                 * @example [
                 *       {
                 *         "email": "sarah.okafor@example.co.uk",
                 *         "timestamp": 1763629200,
                 *         "event": "delivered",
                 *         "sg_event_id": "ZGVsaXZlcmVkLTAtMTIz",
                 *         "sg_message_id": "14c5d75ce93.dfd.64b469.filter0001.16648.5515E0B88.0",
                 *         "quoteRequestId": "q-1"
                 *       }
                 *     ]
                 */
                "application/json": components["schemas"]["SendGridEvent"][];
            };
        };
        responses: {
            /** @description How many events were accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "received": 1
                     *     }
                     */
                    "application/json": components["schemas"]["SendGridEventAck"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            default: components["responses"]["Problem"];
        };
    };
    getVrmData: {
        parameters: {
            query: {
                /**
                 * @description The UK registration mark, normalised (`RegistrationMark`): capitals and digits, no spaces, e.g. `LB71XKE`. A client normalises what was typed (` lb71 xke ` becomes `LB71XKE`) and checks it against the same generated rule (`adminRules.RegistrationMark`) before it calls, so one pattern is the rule of the form, the SDK and the mock, and a mark is sent only once it is known to be well formed. The parameter takes the normalised form only (no looser pattern with spaces or lower case): anything else is a 400 naming `vrm`.
                 * @example LB71XKE
                 */
                vrm: components["parameters"]["Vrm"];
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
            200: components["responses"]["VrmData"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
    updateVehicleMileage: {
        parameters: {
            query: {
                /**
                 * @description The UK registration mark, normalised (`RegistrationMark`): capitals and digits, no spaces, e.g. `LB71XKE`. A client normalises what was typed (` lb71 xke ` becomes `LB71XKE`) and checks it against the same generated rule (`adminRules.RegistrationMark`) before it calls, so one pattern is the rule of the form, the SDK and the mock, and a mark is sent only once it is known to be well formed. The parameter takes the normalised form only (no looser pattern with spaces or lower case): anything else is a 400 naming `vrm`.
                 * @example LB71XKE
                 */
                vrm: components["parameters"]["Vrm"];
                /** @example 31200 */
                mileage: number;
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
            200: components["responses"]["VrmData"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Problem"];
        };
    };
}
