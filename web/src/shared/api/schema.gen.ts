/**
 * Generated from the BFF's OpenAPI document by scripts/generate-api-types.ts: do not edit.
 * After changing a route's schema, run `npm run api:types` (a test fails while this file is stale).
 */

export interface paths {
    "/api/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What admins did, newest first; by action, admin and time
         * @description What admins did, newest first; by action, admin and time.
         *
         *     Who may call: signed-in admins.
         */
        get: operations["getAdminAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/business/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Activate or deactivate a business (deactivated: no sign-in, no leads)
         * @description Activate or deactivate a business (deactivated: no sign-in, no leads).
         *
         *     Who may call: signed-in admins.
         */
        put: operations["putAdminBusinessById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/business/{id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A business’s vetting documents
         * @description A business’s vetting documents.
         *
         *     Who may call: signed-in admins.
         */
        get: operations["getAdminBusinessByIdDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/business/{id}/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One vetting document, as the file
         * @description One vetting document, as the file.
         *
         *     Who may call: signed-in admins.
         */
        get: operations["getAdminBusinessByIdDocumentsByDocumentId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/business/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a business at once, without its e-mailed code
         * @description One click in the Businesses table: the business counts as verified from now on and the code it was e-mailed stops working. Audited. 409 when the business is already verified; 400 for a customer.
         *
         *     Who may call: signed-in admins.
         */
        post: operations["postAdminBusinessByIdVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/businesses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Businesses, 10 a page, by business name and e-mail
         * @description Businesses, 10 a page, by business name and e-mail.
         *
         *     Who may call: signed-in admins.
         */
        get: operations["getAdminBusinesses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact-message/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a contact message read or unread
         * @description Mark a contact message read or unread.
         *
         *     Who may call: signed-in admins.
         */
        put: operations["putAdminContactMessageById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact-message/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a contact message by e-mail
         * @description Answer a contact message by e-mail.
         *
         *     Who may call: signed-in admins.
         */
        post: operations["postAdminContactMessageByIdReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Messages from the contact form, newest first
         * @description Messages from the contact form, newest first.
         *
         *     Who may call: signed-in admins.
         */
        get: operations["getAdminContactMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/customer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a customer’s names, or activate/deactivate it
         * @description Edit a customer’s names, or activate/deactivate it.
         *
         *     Who may call: signed-in admins.
         */
        put: operations["putAdminCustomerById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Customers, 10 a page, by name and e-mail
         * @description Customers, 10 a page, by name and e-mail.
         *
         *     Who may call: signed-in admins.
         */
        get: operations["getAdminCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The four cards (growth against the previous month) and 30 days of charts
         * @description The four cards (growth against the previous month) and 30 days of charts.
         *
         *     Who may call: signed-in admins.
         */
        get: operations["getAdminDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/impersonate/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Act as a user (the token acts as the user, with the admin as its actor)
         * @description Act as a user (the token acts as the user, with the admin as its actor).
         *
         *     Who may call: signed-in admins.
         */
        post: operations["postAdminImpersonateLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/job/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Activate or deactivate a job (an inactive job is in no lead list)
         * @description Activate or deactivate a job (an inactive job is in no lead list).
         *
         *     Who may call: signed-in admins.
         */
        put: operations["putAdminJobById"];
        post?: never;
        /**
         * Delete a job (soft: kept for the records, gone from every list and lead list)
         * @description Delete a job (soft: kept for the records, gone from every list and lead list).
         *
         *     Who may call: signed-in admins.
         */
        delete: operations["deleteAdminJobById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/job/{id}/threads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A job's conversations: who talks and when, no message text (reading one needs a reason)
         * @description A job's conversations: who talks and when, no message text (reading one needs a reason).
         *
         *     Who may call: signed-in admins.
         */
        get: operations["getAdminJobByIdThreads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/job/businesses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The providers a job for this service and location would reach (within 40 km), nearest first
         * @description The providers a job for this service and location would reach (within 40 km), nearest first.
         *
         *     Who may call: signed-in admins.
         */
        post: operations["postAdminJobBusinesses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Jobs, 10 a page, newest first (search: title or job number)
         * @description Jobs, 10 a page, newest first (search: title or job number).
         *
         *     Who may call: signed-in admins.
         */
        get: operations["getAdminJobs"];
        put?: never;
        /**
         * Register a new customer (verified; e-mailed a link to set a password) and post a premium job for them
         * @description Register a new customer (verified; e-mailed a link to set a password) and post a premium job for them.
         *
         *     Who may call: signed-in admins.
         */
        post: operations["postAdminJobs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/lead-report/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Resolve an open bad-lead report: uphold it (counts against the customer) or reject it, with a reason the business sees
         * @description Resolve an open bad-lead report: uphold it (counts against the customer) or reject it, with a reason the business sees.
         *
         *     Who may call: signed-in admins.
         */
        put: operations["putAdminLeadReportById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/lead-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The open bad-lead reports, oldest first, 10 a page
         * @description The open bad-lead reports, oldest first, 10 a page.
         *
         *     Who may call: signed-in admins.
         */
        get: operations["getAdminLeadReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/promo-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a promo code (code at most 10 characters, unique whatever the case; 1–100 %)
         * @description Add a promo code (code at most 10 characters, unique whatever the case; 1–100 %).
         *
         *     Who may call: signed-in admins.
         */
        post: operations["postAdminPromoCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/promo-code/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a promo code: the whole form, or only { status } (the Activate/Deactivate toggle)
         * @description Edit a promo code: the whole form, or only { status } (the Activate/Deactivate toggle).
         *
         *     Who may call: signed-in admins.
         */
        put: operations["putAdminPromoCodeById"];
        post?: never;
        /**
         * Delete a promo code
         * @description Delete a promo code.
         *
         *     Who may call: signed-in admins.
         */
        delete: operations["deleteAdminPromoCodeById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/promo-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every promo code, newest first
         * @description Every promo code, newest first.
         *
         *     Who may call: signed-in admins.
         */
        get: operations["getAdminPromoCodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/resend-verification-code/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an unverified customer or business a fresh verification code
         * @description Send an unverified customer or business a fresh verification code.
         *
         *     Who may call: signed-in admins.
         */
        post: operations["postAdminResendVerificationCodeById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/review-report/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Resolve an open review report: hide the review, or dismiss the report, with a reason the reporter sees
         * @description Resolve an open review report: hide the review, or dismiss the report, with a reason the reporter sees.
         *
         *     Who may call: signed-in admins.
         */
        put: operations["putAdminReviewReportById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/review-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The open review reports, oldest first, 10 a page, each with its review
         * @description The open review reports, oldest first, 10 a page, each with its review.
         *
         *     Who may call: signed-in admins.
         */
        get: operations["getAdminReviewReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/review/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Hide or restore a review, with a reason its customer and business see (and are e-mailed)
         * @description Hide or restore a review, with a reason its customer and business see (and are e-mailed).
         *
         *     Who may call: signed-in admins.
         */
        put: operations["putAdminReviewById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every review (hidden ones too), newest first, 10 a page
         * @description Every review (hidden ones too), newest first, 10 a page.
         *
         *     Who may call: signed-in admins.
         */
        get: operations["getAdminReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/service/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Rename a service and/or activate or deactivate it
         * @description Rename a service and/or activate or deactivate it.
         *
         *     Who may call: signed-in admins.
         */
        put: operations["putAdminServiceById"];
        post?: never;
        /**
         * Delete a service (existing jobs keep its name)
         * @description Delete a service (existing jobs keep its name).
         *
         *     Who may call: signed-in admins.
         */
        delete: operations["deleteAdminServiceById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/thread/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read a conversation, giving a reason (the read and its reason go to the audit log)
         * @description Read a conversation, giving a reason (the read and its reason go to the audit log).
         *
         *     Who may call: signed-in admins.
         */
        post: operations["postAdminThreadByIdRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a customer or business (anonymised as a deleted account)
         * @description Delete a customer or business (anonymised as a deleted account).
         *
         *     Who may call: signed-in admins.
         */
        delete: operations["deleteAdminUserById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user’s recent e-mails, SMS and push alerts (newest first, recipient masked)
         * @description A user’s recent e-mails, SMS and push alerts (newest first, recipient masked).
         *
         *     Who may call: signed-in admins.
         */
        get: operations["getAdminUsersByIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/work-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Work categories (active and inactive) by name, 10 a page, with their active and inactive businesses
         * @description Work categories (active and inactive) by name, 10 a page, with their active and inactive businesses.
         *
         *     Who may call: signed-in admins.
         */
        get: operations["getAdminWorkCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/work-category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a work category (names are unique, whatever their case)
         * @description Add a work category (names are unique, whatever their case).
         *
         *     Who may call: signed-in admins.
         */
        post: operations["postAdminWorkCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/work-category/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Activate or deactivate a work category (an inactive one cannot be chosen for new jobs or profiles) and/or set responseCap, how many businesses may respond to one of its jobs (0: no cap; jobs posted after the change get the new cap)
         * @description Activate or deactivate a work category (an inactive one cannot be chosen for new jobs or profiles) and/or set responseCap, how many businesses may respond to one of its jobs (0: no cap; jobs posted after the change get the new cap).
         *
         *     Who may call: signed-in admins.
         */
        put: operations["putAdminWorkCategoryById"];
        post?: never;
        /**
         * Delete a work category and its services (existing jobs keep their names)
         * @description Delete a work category and its services (existing jobs keep their names).
         *
         *     Who may call: signed-in admins.
         */
        delete: operations["deleteAdminWorkCategoryById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/work-category/{id}/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A category's services (active and inactive) with their businesses
         * @description A category's services (active and inactive) with their businesses.
         *
         *     Who may call: signed-in admins.
         */
        get: operations["getAdminWorkCategoryByIdServices"];
        put?: never;
        /**
         * Add a service to a category (unique within it, whatever the case)
         * @description Add a service to a category (unique within it, whatever the case).
         *
         *     Who may call: signed-in admins.
         */
        post: operations["postAdminWorkCategoryByIdServices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/admin/credentials/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Admin sign-in, step 1: check the password and e-mail a sign-in code
         * @description Admin sign-in, step 1: check the password and e-mail a sign-in code.
         *
         *     Who may call: anyone.
         */
        post: operations["postAuthAdminCredentialsCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/admin/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Admin sign-in, step 2: the e-mailed code (sets the auth_token cookie)
         * @description Admin sign-in, step 2: the e-mailed code (sets the auth_token cookie).
         *
         *     Who may call: anyone.
         */
        post: operations["postAuthAdminLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/business/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a business (a code and a verification link are e-mailed)
         * @description Register a business (a code and a verification link are e-mailed).
         *
         *     Who may call: anyone.
         */
        post: operations["postAuthBusinessRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/business/registration/bankConfirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a UK bank account (modulus rules) and show the Direct Debit mandate to confirm
         * @description Check a UK bank account (modulus rules) and show the Direct Debit mandate to confirm.
         *
         *     Who may call: signed-in businesses. An admin acting as the user is refused (403).
         */
        post: operations["postAuthBusinessRegistrationBankConfirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Forgot password: set a new password with the code
         * @description Forgot password: set a new password with the code.
         *
         *     Who may call: anyone.
         */
        post: operations["postAuthChangePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/customer/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a customer (a verification code is e-mailed)
         * @description Register a customer (a verification code is e-mailed).
         *
         *     Who may call: anyone.
         */
        post: operations["postAuthCustomerRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with e-mail and password (sets the auth_token cookie)
         * @description Sign in with e-mail and password (sets the auth_token cookie).
         *
         *     Who may call: anyone.
         */
        post: operations["postAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the session (the token stops working) and clear the cookie
         * @description End the session (the token stops working) and clear the cookie.
         *
         *     Who may call: any signed-in user.
         */
        post: operations["postAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log out of all devices: every session of the user ends, this one included; the cookie is cleared
         * @description Log out of all devices: every session of the user ends, this one included; the cookie is cleared.
         *
         *     Who may call: any signed-in user. An admin acting as the user is refused (403).
         */
        post: operations["postAuthLogoutAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/renew-subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a past-due or lapsed subscription now: ACTIVE again for a new month
         * @description Pay a past-due or lapsed subscription now: ACTIVE again for a new month.
         *
         *     Who may call: signed-in businesses. An admin acting as the user is refused (403).
         */
        post: operations["postAuthRenewSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/security-code/{identifier}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Forgot password: send a reset code by e-mail or SMS (never says whether the account exists)
         * @description Forgot password: send a reset code by e-mail or SMS (never says whether the account exists).
         *
         *     Who may call: anyone.
         */
        post: operations["postAuthSecurityCodeByIdentifierSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/update-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password of the signed-in user (not while impersonating); every other session ends
         * @description Change the password of the signed-in user (not while impersonating); every other session ends.
         *
         *     Who may call: any signed-in user. An admin acting as the user is refused (403).
         */
        post: operations["postAuthUpdatePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user
         * @description The signed-in user.
         *
         *     Who may call: any signed-in user.
         */
        get: operations["getAuthUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify an account with the code from the e-mail or the link
         * @description Verify an account with the code from the e-mail or the link.
         *
         *     Who may call: anyone.
         */
        post: operations["postAuthVerifyByCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a fresh verification code (same answer whether or not the account exists)
         * @description Send a fresh verification code (same answer whether or not the account exists).
         *
         *     Who may call: anyone.
         */
        post: operations["postAuthVerifyResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in business's profile
         * @description The signed-in business's profile.
         *
         *     Who may call: signed-in businesses.
         */
        get: operations["getBusiness"];
        put?: never;
        /**
         * Save the business profile, or its name and logo
         * @description JSON `{ name, description, mobile_number, address, website, landline, workCategories, services }` (a field left out keeps its value; "" or null clears it), or multipart/form-data with `business_name` and a `logo` file (JPG, PNG or HEIF, at most 2 MB; the content decides). The location cannot change.
         *
         *     Who may call: signed-in businesses. An admin acting as the user is refused (403).
         */
        post: operations["postBusiness"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A business as anyone may see it (verified and active businesses only)
         * @description A business as anyone may see it (verified and active businesses only).
         *
         *     Who may call: anyone.
         */
        get: operations["getBusinessById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A business's rating and its latest reviews, newest first
         * @description A business's rating and its latest reviews, newest first.
         *
         *     Who may call: anyone.
         */
        get: operations["getBusinessByIdReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/company-number": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set or clear the Companies House registration number
         * @description Set or clear the Companies House registration number.
         *
         *     Who may call: signed-in businesses. An admin acting as the user is refused (403).
         */
        put: operations["putBusinessCompanyNumber"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/deleteLogo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove the logo
         * @description Remove the logo.
         *
         *     Who may call: signed-in businesses. An admin acting as the user is refused (403).
         */
        post: operations["postBusinessDeleteLogo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The business’s vetting documents
         * @description The business’s vetting documents.
         *
         *     Who may call: signed-in businesses.
         */
        get: operations["getBusinessDocuments"];
        put?: never;
        /**
         * Upload a vetting document (multipart: kind, file)
         * @description `kind` is insurance, id, qualification or other; `file` a PDF, JPG or PNG of at most 5 MB (its content decides).
         *
         *     Who may call: signed-in businesses. An admin acting as the user is refused (403).
         */
        post: operations["postBusinessDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the business’s documents, as the file
         * @description One of the business’s documents, as the file.
         *
         *     Who may call: signed-in businesses.
         */
        get: operations["getBusinessDocumentsById"];
        put?: never;
        post?: never;
        /**
         * Delete one of the business’s documents
         * @description Delete one of the business’s documents.
         *
         *     Who may call: signed-in businesses. An admin acting as the user is refused (403).
         */
        delete: operations["deleteBusinessDocumentsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/insights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The business's leads, quotes and wins by month over the last 12 months, with its local quote median
         * @description The business's leads, quotes and wins by month over the last 12 months, with its local quote median.
         *
         *     Who may call: signed-in businesses.
         */
        get: operations["getBusinessInsights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/lead-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The leads you reported, newest first, with the outcome
         * @description The leads you reported, newest first, with the outcome.
         *
         *     Who may call: signed-in businesses.
         */
        get: operations["getBusinessLeadReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The business's open leads, newest first
         * @description The business's open leads, newest first.
         *
         *     Who may call: signed-in businesses.
         */
        get: operations["getBusinessLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/logo/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A business logo as uploaded (at most 512 px)
         * @description A business logo as uploaded (at most 512 px).
         *
         *     Who may call: anyone.
         */
        get: operations["getBusinessLogoByImageId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/logo/{imageId}/{width}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A business logo at one of its square widths, for srcset
         * @description A business logo at one of its square widths, for srcset.
         *
         *     Who may call: anyone.
         */
        get: operations["getBusinessLogoByImageIdByWidth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/contact-us": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message to the LocalPros team
         * @description Send a message to the LocalPros team.
         *
         *     Who may call: anyone.
         */
        post: operations["postCustomerContactUs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/mailbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The dev mailbox (not on production)
         * @description The dev mailbox (not on production).
         *
         *     Who may call: anyone.
         */
        get: operations["getDevMailbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's live events (Server-Sent Events)
         * @description Server-Sent Events: first, when opened without a usable Last-Event-ID, `event: ready` with `id: <the user's latest notification id, 0 when none>` and `data: {}` (record it as a notification's id: a reconnect resumes from it); each notification as `id: <id>`, `event: notification`, `data: <Notification JSON>`; a `: ping` comment every 15 s; `event: ended` with `{"reason":"replaced"}` (the session opened a sixth stream), `{"reason":"signed_out"}` (the session ended) or `{"reason":"reconnect"}` (this server may have missed events: reconnect now with Last-Event-ID), then the stream closes. `Last-Event-ID` (the header, or `?lastEventId=`) resumes after that notification; an id that is not one of the user's resumes from the user's latest 20. At most 5 open streams per session.
         *
         *     Who may call: signed-in customers and businesses.
         */
        get: operations["getEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gosubscription/packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The packages (the Direct Debit flow)
         * @description The packages (the Direct Debit flow).
         *
         *     Who may call: anyone.
         */
        get: operations["getGosubscriptionPackages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/job": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post a job (goes to every matching business within 40 km)
         * @description Post a job (goes to every matching business within 40 km).
         *
         *     Who may call: signed-in customers. An admin acting as the user is refused (403).
         */
        post: operations["postJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/job/{id}/close-responses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * I've found someone: your job takes no new responses. Businesses already responding keep their place; the job leaves the other businesses' leads at once
         * @description I've found someone: your job takes no new responses. Businesses already responding keep their place; the job leaves the other businesses' leads at once.
         *
         *     Who may call: signed-in customers. An admin acting as the user is refused (403).
         */
        post: operations["postJobByIdCloseResponses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/job/{id}/responses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The quotes on your job that you can still accept (and the accepted one), cheapest first
         * @description The quotes on your job that you can still accept (and the accepted one), cheapest first.
         *
         *     Who may call: signed-in customers.
         */
        get: operations["getJobByIdResponses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/job/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Review your completed job (once)
         * @description Review your completed job (once).
         *
         *     Who may call: signed-in customers. An admin acting as the user is refused (403).
         */
        post: operations["postJobByIdReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/job/{id}/threads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The job's conversations: the customer's, one per interested business; a business's, its own
         * @description The job's conversations: the customer's, one per interested business; a business's, its own.
         *
         *     Who may call: signed-in customers and businesses. An admin acting as the user is refused (403).
         */
        get: operations["getJobByIdThreads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/job/{id}/update-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel your active job (customer), or mark a job in progress complete (its customer or business)
         * @description Cancel your active job (customer), or mark a job in progress complete (its customer or business).
         *
         *     Who may call: signed-in customers and businesses. An admin acting as the user is refused (403).
         */
        post: operations["postJobByIdUpdateStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/job/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A visitor's job with sign-up: the job goes live when the e-mail is verified
         * @description A visitor's job with sign-up: the job goes live when the e-mail is verified.
         *
         *     Who may call: anyone.
         */
        post: operations["postJobRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer's own jobs, or the jobs a business won (or quoted and saw cancelled), newest first
         * @description A customer's own jobs, or the jobs a business won (or quoted and saw cancelled), newest first.
         *
         *     Who may call: signed-in customers and businesses.
         */
        get: operations["getJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lead/{id}/interested": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark interest in a lead: the answer carries the poster's real number
         * @description Mark interest in a lead: the answer carries the poster's real number.
         *
         *     Who may call: signed-in businesses. An admin acting as the user is refused (403).
         */
        post: operations["postLeadByIdInterested"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lead/{id}/not-interested": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a lead from the list
         * @description Remove a lead from the list.
         *
         *     Who may call: signed-in businesses. An admin acting as the user is refused (403).
         */
        post: operations["postLeadByIdNotInterested"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lead/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a bad lead, with a reason: it leaves Active leads and gives its place back; duplicates and leads outside your area are upheld at once
         * @description Report a bad lead, with a reason: it leaves Active leads and gives its place back; duplicates and leads outside your area are upheld at once.
         *
         *     Who may call: signed-in businesses. An admin acting as the user is refused (403).
         */
        post: operations["postLeadByIdReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * UK postcode prefixes (areas and imported districts) with their centroids
         * @description UK postcode prefixes (areas and imported districts) with their centroids.
         *
         *     Who may call: anyone.
         */
        get: operations["getLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/back-as-admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the impersonation and sign back in as the admin
         * @description End the impersonation and sign back in as the admin.
         *
         *     Who may call: any signed-in user. Only while an admin is acting as a user.
         */
        post: operations["postLoginBackAsAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message/{id}/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A message's photo (WebP)
         * @description A message's photo (WebP).
         *
         *     Who may call: signed-in customers and businesses. An admin acting as the user is refused (403).
         */
        get: operations["getMessageByIdPhoto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Unread messages across your conversations, per job (for the tabs)
         * @description Unread messages across your conversations, per job (for the tabs).
         *
         *     Who may call: signed-in customers and businesses.
         */
        get: operations["getMessagesUnread"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The bell: the user's notifications, newest first, and how many are unread
         * @description The bell: the user's notifications, newest first, and how many are unread.
         *
         *     Who may call: signed-in customers and businesses.
         */
        get: operations["getNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark notifications read: the ones named, or all; answers how many are left unread
         * @description Mark notifications read: the ones named, or all; answers how many are left unread.
         *
         *     Who may call: signed-in customers and businesses. An admin acting as the user is refused (403).
         */
        post: operations["postNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which notifications the user receives, and how
         * @description Which notifications the user receives, and how.
         *
         *     Who may call: any signed-in user.
         */
        get: operations["getNotificationsSettings"];
        /**
         * Save the notification settings
         * @description Save the notification settings.
         *
         *     Who may call: any signed-in user. An admin acting as the user is refused (403).
         */
        put: operations["putNotificationsSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/platform": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The platform this deployment runs as
         * @description The platform this deployment runs as.
         *
         *     Who may call: anyone.
         */
        get: operations["getPlatform"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/marketplace-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The marketplace's trust figures: verified businesses, reviews and their average rating
         * @description Counted by the services in their databases; the BFF keeps them a minute and caches may keep them five.
         *
         *     Who may call: anyone.
         */
        get: operations["getPublicMarketplaceStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The live work categories and their services, with the slugs of their landing pages
         * @description The live work categories and their services, with the slugs of their landing pages.
         *
         *     Who may call: anyone.
         */
        get: operations["getPublicServices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/services/{serviceId}/businesses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verified, active businesses offering a service, by name (public fields only)
         * @description Verified, active businesses offering a service, by name (public fields only).
         *
         *     Who may call: anyone.
         */
        get: operations["getPublicServicesByServiceIdBusinesses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/services/{serviceId}/prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A service's typical prices from accepted quotes: median and interquartile range per pricing unit
         * @description A unit is left out until it has at least minQuotes accepted quotes.
         *
         *     Who may call: anyone.
         */
        get: operations["getPublicServicesByServiceIdPrices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push-subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * This browser takes the user's alerts: its PushSubscription (endpoint and keys)
         * @description This browser takes the user's alerts: its PushSubscription (endpoint and keys).
         *
         *     Who may call: any signed-in user. An admin acting as the user is refused (403).
         */
        post: operations["postPushSubscriptions"];
        /**
         * This browser takes no more alerts (the subscription with this endpoint is removed)
         * @description This browser takes no more alerts (the subscription with this endpoint is removed).
         *
         *     Who may call: any signed-in user.
         */
        delete: operations["deletePushSubscriptions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The VAPID public key: the applicationServerKey of the browser's PushManager.subscribe
         * @description The VAPID public key: the applicationServerKey of the browser's PushManager.subscribe.
         *
         *     Who may call: any signed-in user.
         */
        get: operations["getPushPublicKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a quote on a lead
         * @description Send a quote on a lead.
         *
         *     Who may call: signed-in businesses. An admin acting as the user is refused (403).
         */
        post: operations["postQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quote/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a quote on your job (cannot be undone): the job starts with that business
         * @description Accept a quote on your job (cannot be undone): the job starts with that business.
         *
         *     Who may call: signed-in customers. An admin acting as the user is refused (403).
         */
        post: operations["postQuoteByIdAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quote/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw your pending quote
         * @description Withdraw your pending quote.
         *
         *     Who may call: signed-in businesses. An admin acting as the user is refused (403).
         */
        post: operations["postQuoteByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your quotes in every state, newest first
         * @description Your quotes in every state, newest first.
         *
         *     Who may call: signed-in businesses.
         */
        get: operations["getQuotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reviews you reported, newest first, with the outcome
         * @description The reviews you reported, newest first, with the outcome.
         *
         *     Who may call: signed-in customers and businesses.
         */
        get: operations["getReviewReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply to a review of your business (once)
         * @description Reply to a review of your business (once).
         *
         *     Who may call: signed-in businesses. An admin acting as the user is refused (403).
         */
        post: operations["postReviewByIdReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a published review to LocalPros, with a reason (one open report per review)
         * @description Report a published review to LocalPros, with a reason (one open report per review).
         *
         *     Who may call: signed-in customers and businesses. An admin acting as the user is refused (403).
         */
        post: operations["postReviewByIdReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/square/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Settings → Billing: the subscription, payment method and transactions (newest first)
         * @description Settings → Billing: the subscription, payment method and transactions (newest first).
         *
         *     Who may call: signed-in businesses.
         */
        post: operations["postSquareBilling"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/square/promo-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The discount a promo code gives on a package, before paying
         * @description The discount a promo code gives on a package, before paying.
         *
         *     Who may call: signed-in businesses.
         */
        post: operations["postSquarePromoCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the business is subscribed (ACTIVE or PAST_DUE: the statuses that get leads)
         * @description Whether the business is subscribed (ACTIVE or PAST_DUE: the statuses that get leads).
         *
         *     Who may call: signed-in businesses.
         */
        get: operations["getSubscription"];
        put?: never;
        /**
         * Subscribe to a package: pay the first month by card or set up Direct Debit
         * @description Card: ACTIVE at once with a COMPLETED transaction. Direct Debit: ACTIVE at once with a PENDING transaction that settles later. A declined card or refused mandate is 402 and nothing is active.
         *
         *     Who may call: signed-in businesses. An admin acting as the user is refused (403).
         */
        post: operations["postSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel at the end of the paid period (ACTIVE until billing_next_date)
         * @description Cancel at the end of the paid period (ACTIVE until billing_next_date).
         *
         *     Who may call: signed-in businesses. An admin acting as the user is refused (403).
         */
        post: operations["postSubscriptionCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/card-form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The card form's settings: Square's Web Payments SDK, application and location
         * @description The card form's settings: Square's Web Payments SDK, application and location.
         *
         *     Who may call: anyone.
         */
        get: operations["getSubscriptionCardForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/package": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upgrade now (prorated charge) or downgrade at the next renewal
         * @description Upgrade now (prorated charge) or downgrade at the next renewal.
         *
         *     Who may call: signed-in businesses. An admin acting as the user is refused (403).
         */
        put: operations["putSubscriptionPackage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The packages, monthly prices VAT included
         * @description The packages, monthly prices VAT included.
         *
         *     Who may call: anyone.
         */
        get: operations["getSubscriptionPackages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/payment-method": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace the card or Direct Debit used from the next charge on
         * @description Replace the card or Direct Debit used from the next charge on.
         *
         *     Who may call: signed-in businesses. An admin acting as the user is refused (403).
         */
        put: operations["putSubscriptionPaymentMethod"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/promo-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The discount a promo code gives on a package, before paying
         * @description The discount a promo code gives on a package, before paying.
         *
         *     Who may call: signed-in businesses.
         */
        post: operations["postSubscriptionPromoCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Admin: one renewal pass now (renew, retry, lapse, end, settle)
         * @description Admin: one renewal pass now (renew, retry, lapse, end, settle).
         *
         *     Who may call: signed-in admins.
         */
        post: operations["postSubscriptionRenew"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo a cancellation before the period ends
         * @description Undo a cancellation before the period ends.
         *
         *     Who may call: signed-in businesses. An admin acting as the user is refused (403).
         */
        post: operations["postSubscriptionResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/transactions/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the receipt of one of your completed transactions (HTML)
         * @description Download the receipt of one of your completed transactions (HTML).
         *
         *     Who may call: signed-in businesses.
         */
        get: operations["getSubscriptionTransactionsByIdReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/thread/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A conversation and its messages, oldest first
         * @description A conversation and its messages, oldest first.
         *
         *     Who may call: signed-in customers and businesses. An admin acting as the user is refused (403).
         */
        get: operations["getThreadByIdMessages"];
        put?: never;
        /**
         * Send a message: text, a photo, or both
         * @description JSON `{ text }`, or multipart/form-data with `text` and a `photo` file (JPG, PNG or HEIF, at most 5 MB; the content decides, not the name). Text is trimmed: 1 to 2,000 characters, or empty with a photo. Rate-limited per user.
         *
         *     Who may call: signed-in customers and businesses. An admin acting as the user is refused (403).
         */
        post: operations["postThreadByIdMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/thread/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark the conversation read: the other party's messages so far
         * @description Mark the conversation read: the other party's messages so far.
         *
         *     Who may call: signed-in customers and businesses. An admin acting as the user is refused (403).
         */
        post: operations["postThreadByIdRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/threads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your conversations, most recently active first (at most 200)
         * @description Your conversations, most recently active first (at most 200).
         *
         *     Who may call: signed-in customers and businesses. An admin acting as the user is refused (403).
         */
        get: operations["getThreads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An e-mail's unsubscribe link: a page asking to confirm (changes nothing)
         * @description An e-mail's unsubscribe link: a page asking to confirm (changes nothing).
         *
         *     Who may call: anyone.
         */
        get: operations["getUnsubscribe"];
        put?: never;
        /**
         * One-click unsubscribe (RFC 8058): that kind of e-mail is switched off in the settings
         * @description One-click unsubscribe (RFC 8058): that kind of e-mail is switched off in the settings.
         *
         *     Who may call: anyone.
         */
        post: operations["postUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the name and/or the picture
         * @description JSON `{ name?, first_name, last_name }`, or multipart/form-data with the same fields and an `avatar` file (JPG, PNG or HEIF, at most 2 MB; the content decides, not the name).
         *
         *     Who may call: any signed-in user. An admin acting as the user is refused (403).
         */
        post: operations["postUser"];
        /**
         * Delete the account (with the current password; not while impersonating); every session ends
         * @description Delete the account (with the current password; not while impersonating); every session ends.
         *
         *     Who may call: any signed-in user. An admin acting as the user is refused (403).
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/avatar/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A profile picture as uploaded (at most 512 px)
         * @description A profile picture as uploaded (at most 512 px).
         *
         *     Who may call: anyone.
         */
        get: operations["getUserAvatarByImageId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/avatar/{imageId}/{width}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A profile picture at one of its square widths, for srcset
         * @description A profile picture at one of its square widths, for srcset.
         *
         *     Who may call: anyone.
         */
        get: operations["getUserAvatarByImageIdByWidth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/confirm-update-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the e-mail address, step 2: the code; every other session of the user ends
         * @description Change the e-mail address, step 2: the code; every other session of the user ends.
         *
         *     Who may call: any signed-in user. An admin acting as the user is refused (403).
         */
        post: operations["postUserConfirmUpdateEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/confirm-update-phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the mobile number, step 2: the code
         * @description Change the mobile number, step 2: the code.
         *
         *     Who may call: any signed-in user. An admin acting as the user is refused (403).
         */
        post: operations["postUserConfirmUpdatePhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/deleteUserProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove the picture
         * @description Remove the picture.
         *
         *     Who may call: any signed-in user. An admin acting as the user is refused (403).
         */
        post: operations["postUserDeleteUserProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/is-email-registered/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether an account uses this e-mail address
         * @description Whether an account uses this e-mail address.
         *
         *     Who may call: anyone.
         */
        get: operations["getUserIsEmailRegisteredByEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/is-phone-registered/{phone}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether an account uses this mobile number
         * @description Whether an account uses this mobile number.
         *
         *     Who may call: anyone.
         */
        get: operations["getUserIsPhoneRegisteredByPhone"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/update-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the e-mail address, step 1 (with the current password): a code is sent to the new address
         * @description Change the e-mail address, step 1 (with the current password): a code is sent to the new address.
         *
         *     Who may call: any signed-in user. An admin acting as the user is refused (403).
         */
        put: operations["putUserUpdateEmail"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/update-phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the mobile number, step 1: a code is sent by SMS to the new number
         * @description Change the mobile number, step 1: a code is sent by SMS to the new number.
         *
         *     Who may call: any signed-in user. An admin acting as the user is refused (403).
         */
        put: operations["putUserUpdatePhone"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/gocardless": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * GoCardless's webhook: payment and mandate events, signed
         * @description GoCardless's webhook: payment and mandate events, signed.
         *
         *     Who may call: the payment provider, by the signature on the body (401 without a valid one).
         */
        post: operations["postWebhooksGocardless"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/square": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Square's webhook: payment and mandate events, signed
         * @description Square's webhook: payment and mandate events, signed.
         *
         *     Who may call: the payment provider, by the signature on the body (401 without a valid one).
         */
        post: operations["postWebhooksSquare"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/work-category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active work categories with their services
         * @description Active work categories with their services.
         *
         *     Who may call: anyone.
         */
        get: operations["getWorkCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAdminAuditLog: {
        parameters: {
            query?: {
                action?: "" | ("sign_in" | "impersonation_started" | "impersonation_ended" | "user_edited" | "user_activated" | "user_deactivated" | "user_deleted" | "verification_resent" | "business_verified" | "business_document_viewed" | "job_activated" | "job_deactivated" | "job_deleted" | "job_posted_for_customer" | "work_category_changed" | "review_hidden" | "review_restored" | "review_report_dismissed" | "lead_report_upheld" | "lead_report_rejected" | "promo_code_changed" | "contact_message_marked" | "contact_message_replied" | "renewals_run" | "conversation_read");
                adminId?: "" | string;
                from?: string;
                pageIndex?: number;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        entries: {
                            action: string;
                            adminId: string;
                            adminName: string;
                            at: string;
                            detail: string;
                            id: string;
                            target: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    putAdminBusinessById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    is_active: 0 | 1 | boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        business: {
                            businessName: string;
                            cancelledJobs: number;
                            categories: string[];
                            companyNumber: string | null;
                            createdAt: string;
                            documentsCount: number;
                            email: string;
                            finishedJobs: number;
                            id: string;
                            isActive: boolean;
                            isVerified: boolean;
                            leadsCount: number;
                            location: string;
                            mobileNumber: string;
                            quotedJobs: number;
                            subscriptionStatus: string | null;
                            subscriptionType: string | null;
                            userName: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getAdminBusinessByIdDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        documents: {
                            fileName: string;
                            id: string;
                            kind: string;
                            mimeType: string;
                            size: number;
                            uploadedAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getAdminBusinessByIdDocumentsByDocumentId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document, with its content type; shown inline, never cached */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                    "image/jpeg": Blob;
                    "image/png": Blob;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postAdminBusinessByIdVerify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getAdminBusinesses: {
        parameters: {
            query?: {
                businessEmail?: string;
                businessName?: string;
                pageIndex?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        businessCount: number;
                        businesses: {
                            businessName: string;
                            cancelledJobs: number;
                            categories: string[];
                            companyNumber: string | null;
                            createdAt: string;
                            documentsCount: number;
                            email: string;
                            finishedJobs: number;
                            id: string;
                            isActive: boolean;
                            isVerified: boolean;
                            leadsCount: number;
                            location: string;
                            mobileNumber: string;
                            quotedJobs: number;
                            subscriptionStatus: string | null;
                            subscriptionType: string | null;
                            userName: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    putAdminContactMessageById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isRead: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contactMessage: {
                            email: string;
                            id: string;
                            isRead: boolean;
                            message: string;
                            name: string;
                            phone: string | null;
                            receivedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postAdminContactMessageByIdReply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getAdminContactMessages: {
        parameters: {
            query?: {
                pageIndex?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contactMessages: {
                            email: string;
                            id: string;
                            isRead: boolean;
                            message: string;
                            name: string;
                            phone: string | null;
                            receivedAt: string;
                        }[];
                        count: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    putAdminCustomerById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    is_active: 0 | 1 | boolean;
                } | {
                    firstName?: string;
                    lastName?: string;
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        customer: {
                            cancelledJobs: number;
                            completedJobs: number;
                            createdAt: string;
                            email: string;
                            firstName: string;
                            id: string;
                            isActive: boolean;
                            isVerified: boolean;
                            lastName: string;
                            mobileNumber: string;
                            name: string;
                            postedJobs: number;
                            upheldLeadReports: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getAdminCustomers: {
        parameters: {
            query?: {
                email?: string;
                name?: string;
                pageIndex?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        customers: {
                            cancelledJobs: number;
                            completedJobs: number;
                            createdAt: string;
                            email: string;
                            firstName: string;
                            id: string;
                            isActive: boolean;
                            isVerified: boolean;
                            lastName: string;
                            mobileNumber: string;
                            name: string;
                            postedJobs: number;
                            upheldLeadReports: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getAdminDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        billing: {
                            activeSubscriptions: number;
                            revenueThisMonthPence: number;
                        };
                        cards: {
                            totalBusinesses: {
                                growth: number;
                                value: number;
                            };
                            totalCustomers: {
                                growth: number;
                                value: number;
                            };
                            totalJobsCompleted: {
                                growth: number;
                                value: number;
                            };
                            totalJobsPosted: {
                                growth: number;
                                value: number;
                            };
                        };
                        charts: {
                            jobsPostedPerDay: {
                                count: number;
                                date: string;
                            }[];
                            leadsPerJob: {
                                average: number;
                                date: string;
                            }[];
                            medianMinutesToFirstQuote: {
                                date: string;
                                minutes: number | null;
                            }[];
                            quotedShare: {
                                date: string;
                                share: number;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postAdminImpersonateLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description For API clients (sent as Bearer); absent for browsers */
                        token?: string;
                        user: {
                            avatar: string | null;
                            business_name: string | null;
                            email: string;
                            emailVerified: boolean;
                            first_name: string;
                            id: string;
                            impersonating: boolean;
                            last_name: string;
                            mobile_number: string;
                            /** @enum {string} */
                            userType: "customer" | "business" | "admin";
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    putAdminJobById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    is_active: 0 | 1 | boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        job: {
                            id: string;
                            isActive: boolean;
                            jobNumber: string;
                            status: string;
                            title: string;
                            type: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    deleteAdminJobById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getAdminJobByIdThreads: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        threads: {
                            business: {
                                /** Format: uuid */
                                id: string;
                                logo: string | null;
                                name: string;
                                removed: boolean;
                                /** @enum {string} */
                                type: "customer" | "business";
                            };
                            customer: {
                                /** Format: uuid */
                                id: string;
                                logo: string | null;
                                name: string;
                                removed: boolean;
                                /** @enum {string} */
                                type: "customer" | "business";
                            };
                            /** Format: uuid */
                            id: string;
                            lastMessageAt: string | null;
                            openedAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postAdminJobBusinesses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    location: string;
                    /** Format: uuid */
                    service_id: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getAdminJobs: {
        parameters: {
            query?: {
                pageIndex?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        jobs: {
                            completedBy: string | null;
                            createdAt: string;
                            description: string;
                            id: string;
                            isActive: boolean;
                            jobNumber: string;
                            leadBusinesses: string[];
                            leadsReceived: number;
                            location: string;
                            propertyType: string;
                            quotedBusinesses: number;
                            service: string;
                            status: string;
                            targetTime: string;
                            title: string;
                            type: string;
                            user: {
                                id: string;
                                name: string;
                            };
                            workCategory: string;
                        }[];
                        jobsCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postAdminJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    businesses?: string[];
                    category_id: string;
                    description: string;
                    email: string;
                    fullName: string;
                    /** @enum {string} */
                    job_type: "residential" | "commercial";
                    location: string;
                    mobile_number: string;
                    password?: unknown;
                    passwordConfirm?: unknown;
                    /** @default [] */
                    providers?: string[];
                    /** @enum {string} */
                    rate_type?: "hourly" | "daily" | "flat";
                    service_id: string;
                    /** @default  */
                    specificJobDoneDatetime?: string;
                    /** @enum {string} */
                    target_job_done: "immediately" | "flexible" | "specificDate";
                    title: string;
                    /**
                     * @default premium
                     * @enum {string}
                     */
                    type?: "premium";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    putAdminLeadReportById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    outcome: "uphold" | "reject";
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        report: {
                            business: {
                                id: string;
                                name: string;
                            };
                            createdAt: string;
                            customer: {
                                id: string;
                                name: string;
                            };
                            /** @enum {string|null} */
                            detected: "duplicate" | "outside_area" | null;
                            detection: string | null;
                            id: string;
                            job: {
                                location: string;
                                number: string | null;
                                serviceName: string;
                                title: string;
                            };
                            jobId: string;
                            leadId: string;
                            note: string;
                            outcomeReason: string | null;
                            /** @enum {string} */
                            reason: "wrong_number" | "outside_area" | "duplicate" | "fake_or_spam" | "not_reachable";
                            resolvedAt: string | null;
                            /** @enum {string} */
                            status: "open" | "upheld" | "rejected";
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getAdminLeadReports: {
        parameters: {
            query?: {
                pageIndex?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        reports: {
                            business: {
                                id: string;
                                name: string;
                            };
                            createdAt: string;
                            customer: {
                                id: string;
                                name: string;
                            };
                            /** @enum {string|null} */
                            detected: "duplicate" | "outside_area" | null;
                            detection: string | null;
                            id: string;
                            job: {
                                location: string;
                                number: string | null;
                                serviceName: string;
                                title: string;
                            };
                            jobId: string;
                            leadId: string;
                            note: string;
                            outcomeReason: string | null;
                            /** @enum {string} */
                            reason: "wrong_number" | "outside_area" | "duplicate" | "fake_or_spam" | "not_reachable";
                            resolvedAt: string | null;
                            /** @enum {string} */
                            status: "open" | "upheld" | "rejected";
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postAdminPromoCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    description?: string;
                    id?: unknown;
                    name: string;
                    percentage: number;
                    /**
                     * @default active
                     * @enum {string}
                     */
                    status?: "active" | "inactive";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        description: string;
                        id: string;
                        name: string;
                        percentage: number;
                        /** @enum {string} */
                        status: "active" | "inactive";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    putAdminPromoCodeById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string;
                    id?: unknown;
                    name?: string;
                    percentage?: number;
                    /** @enum {string} */
                    status?: "active" | "inactive";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        description: string;
                        id: string;
                        name: string;
                        percentage: number;
                        /** @enum {string} */
                        status: "active" | "inactive";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    deleteAdminPromoCodeById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getAdminPromoCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        description: string;
                        id: string;
                        name: string;
                        percentage: number;
                        /** @enum {string} */
                        status: "active" | "inactive";
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postAdminResendVerificationCodeById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    putAdminReviewReportById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    outcome: "hide" | "dismiss";
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        report: {
                            createdAt: string;
                            details: string;
                            id: string;
                            outcomeReason: string | null;
                            /** @enum {string} */
                            reason: "not_genuine_customer" | "offensive" | "personal_data" | "other_business" | "other";
                            reporter: {
                                id: string;
                                isReviewedBusiness: boolean;
                                name: string;
                            };
                            resolvedAt: string | null;
                            review: {
                                business: {
                                    id: string;
                                    name: string;
                                };
                                comment: string;
                                createdAt: string;
                                customer: {
                                    id: string;
                                    name: string;
                                };
                                hidden: boolean;
                                hiddenReason: string | null;
                                id: string;
                                jobId: string;
                                jobNumber: string;
                                jobTitle: string;
                                moderations: {
                                    /** @enum {string} */
                                    action: "hidden" | "restored";
                                    at: string;
                                    reason: string;
                                }[];
                                rating: number;
                                reply: string | null;
                            };
                            reviewId: string;
                            /** @enum {string} */
                            status: "open" | "upheld" | "dismissed";
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getAdminReviewReports: {
        parameters: {
            query?: {
                pageIndex?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        reports: {
                            createdAt: string;
                            details: string;
                            id: string;
                            outcomeReason: string | null;
                            /** @enum {string} */
                            reason: "not_genuine_customer" | "offensive" | "personal_data" | "other_business" | "other";
                            reporter: {
                                id: string;
                                isReviewedBusiness: boolean;
                                name: string;
                            };
                            resolvedAt: string | null;
                            review: {
                                business: {
                                    id: string;
                                    name: string;
                                };
                                comment: string;
                                createdAt: string;
                                customer: {
                                    id: string;
                                    name: string;
                                };
                                hidden: boolean;
                                hiddenReason: string | null;
                                id: string;
                                jobId: string;
                                jobNumber: string;
                                jobTitle: string;
                                moderations: {
                                    /** @enum {string} */
                                    action: "hidden" | "restored";
                                    at: string;
                                    reason: string;
                                }[];
                                rating: number;
                                reply: string | null;
                            };
                            reviewId: string;
                            /** @enum {string} */
                            status: "open" | "upheld" | "dismissed";
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    putAdminReviewById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hidden: boolean;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        review: {
                            business: {
                                id: string;
                                name: string;
                            };
                            comment: string;
                            createdAt: string;
                            customer: {
                                id: string;
                                name: string;
                            };
                            hidden: boolean;
                            hiddenReason: string | null;
                            id: string;
                            jobId: string;
                            jobNumber: string;
                            jobTitle: string;
                            moderations: {
                                /** @enum {string} */
                                action: "hidden" | "restored";
                                at: string;
                                reason: string;
                            }[];
                            rating: number;
                            reply: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getAdminReviews: {
        parameters: {
            query?: {
                pageIndex?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        reviews: {
                            business: {
                                id: string;
                                name: string;
                            };
                            comment: string;
                            createdAt: string;
                            customer: {
                                id: string;
                                name: string;
                            };
                            hidden: boolean;
                            hiddenReason: string | null;
                            id: string;
                            jobId: string;
                            jobNumber: string;
                            jobTitle: string;
                            moderations: {
                                /** @enum {string} */
                                action: "hidden" | "restored";
                                at: string;
                                reason: string;
                            }[];
                            rating: number;
                            reply: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    putAdminServiceById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    is_active?: 0 | 1 | boolean;
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        service: {
                            activeBusinesses: number;
                            id: string;
                            inactiveBusinesses: number;
                            isActive: boolean;
                            name: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    deleteAdminServiceById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postAdminThreadByIdRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messages: {
                            /** @enum {string} */
                            from: "customer" | "business";
                            /** Format: uuid */
                            id: string;
                            mine: boolean;
                            paymentWarning: boolean;
                            photo: string | null;
                            read: boolean;
                            sentAt: string;
                            text: string;
                        }[];
                        thread: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            jobId: string;
                            jobTitle: string;
                            lastMessageAt: string | null;
                            lastMessageText: string;
                            openedAt: string;
                            unread: number;
                            with: {
                                /** Format: uuid */
                                id: string;
                                logo: string | null;
                                name: string;
                                removed: boolean;
                                /** @enum {string} */
                                type: "customer" | "business";
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    deleteAdminUserById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getAdminUsersByIdDeliveries: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveries: {
                            attempts: number;
                            /** @enum {string} */
                            channel: "email" | "sms" | "push";
                            createdAt: string;
                            id: string;
                            purpose: string;
                            reason: string | null;
                            recipient: string;
                            sentAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "sent" | "failed";
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getAdminWorkCategories: {
        parameters: {
            query?: {
                pageIndex?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        categoryCount: number;
                        workCategories: {
                            activeBusinesses: number;
                            businesses: number;
                            id: string;
                            inactiveBusinesses: number;
                            isActive: boolean;
                            name: string;
                            responseCap: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postAdminWorkCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        workCategory: {
                            activeBusinesses: number;
                            businesses: number;
                            id: string;
                            inactiveBusinesses: number;
                            isActive: boolean;
                            name: string;
                            responseCap: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    putAdminWorkCategoryById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    is_active?: 0 | 1 | boolean;
                    responseCap?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        workCategory: {
                            activeBusinesses: number;
                            businesses: number;
                            id: string;
                            inactiveBusinesses: number;
                            isActive: boolean;
                            name: string;
                            responseCap: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    deleteAdminWorkCategoryById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getAdminWorkCategoryByIdServices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        services: {
                            activeBusinesses: number;
                            id: string;
                            inactiveBusinesses: number;
                            isActive: boolean;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postAdminWorkCategoryByIdServices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        service: {
                            activeBusinesses: number;
                            id: string;
                            inactiveBusinesses: number;
                            isActive: boolean;
                            name: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postAuthAdminCredentialsCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postAuthAdminLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description For API clients (sent as Bearer); absent for browsers */
                        token?: string;
                        user: {
                            avatar: string | null;
                            business_name: string | null;
                            email: string;
                            emailVerified: boolean;
                            first_name: string;
                            id: string;
                            impersonating: boolean;
                            last_name: string;
                            mobile_number: string;
                            /** @enum {string} */
                            userType: "customer" | "business" | "admin";
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postAuthBusinessRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    businessName: string;
                    email: string;
                    fullName: string;
                    location: string;
                    mobile_number: string;
                    password: string;
                    passwordConfirm: string;
                    serviceIds: string[];
                    workCategoryId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        user: {
                            avatar: string | null;
                            business_name: string | null;
                            email: string;
                            emailVerified: boolean;
                            first_name: string;
                            id: string;
                            impersonating: boolean;
                            last_name: string;
                            mobile_number: string;
                            /** @enum {string} */
                            userType: "customer" | "business" | "admin";
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postAuthBusinessRegistrationBankConfirmation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accountHolder: string;
                    accountNumber: string;
                    sortCode: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account_holder: string;
                            account_number_ending: string;
                            bank_name: string;
                            creditor_address: string;
                            creditor_name: string;
                            guarantee_text: string;
                            service_user_number: string;
                            sort_code: string;
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postAuthChangePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    password: string;
                    passwordConfirm: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postAuthCustomerRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    fullName: string;
                    mobile_number: string;
                    password: string;
                    passwordConfirm: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        user: {
                            avatar: string | null;
                            business_name: string | null;
                            email: string;
                            emailVerified: boolean;
                            first_name: string;
                            id: string;
                            impersonating: boolean;
                            last_name: string;
                            mobile_number: string;
                            /** @enum {string} */
                            userType: "customer" | "business" | "admin";
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description For API clients (sent as Bearer); absent for browsers */
                        token?: string;
                        user: {
                            avatar: string | null;
                            business_name: string | null;
                            email: string;
                            emailVerified: boolean;
                            first_name: string;
                            id: string;
                            impersonating: boolean;
                            last_name: string;
                            mobile_number: string;
                            /** @enum {string} */
                            userType: "customer" | "business" | "admin";
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postAuthLogoutAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postAuthRenewSubscription: {
        parameters: {
            query?: never;
            header: {
                /** @description A UUID chosen per attempt: the same key again answers the first outcome and never charges twice */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    paymentMethod?: {
                        cardholderName: string;
                        postcode?: string | null;
                        sourceId: string;
                        /** @enum {string} */
                        type: "card";
                        verificationToken?: string | null;
                    } | {
                        accountHolder: string;
                        accountNumber: string;
                        /** @enum {boolean} */
                        mandateConfirmed: true;
                        sortCode: string;
                        /** @enum {string} */
                        type: "direct_debit";
                    };
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            subscription: {
                                bank_account: {
                                    account_holder: string;
                                    account_number_ending: string;
                                    bank_name: string;
                                    mandate_reference: string;
                                    mandate_status: string;
                                } | null;
                                card: {
                                    brand: string;
                                    exp_month: number;
                                    exp_year: number;
                                    last_4: string;
                                } | null;
                                subscription: {
                                    amount: number;
                                    amount_pence: number;
                                    billing_next_date: string;
                                    /** @enum {string} */
                                    billing_period: "Monthly";
                                    cancel_at_period_end: boolean;
                                    created_at: string;
                                    current_period_start: string;
                                    grace_ends_at: string | null;
                                    id: string;
                                    next_retry_at: string | null;
                                    /** @enum {string} */
                                    package_id: "standard" | "premium";
                                    /** @enum {string} */
                                    package_type: "Standard" | "Premium";
                                    /** @enum {string|null} */
                                    pending_package_id: "standard" | "premium" | null;
                                    /** @enum {string} */
                                    status: "ACTIVE" | "INCOMPLETE" | "PAST_DUE" | "LAPSED" | "CANCELLED";
                                } | null;
                            };
                            transactions: {
                                amount: number;
                                amount_pence: number;
                                created_at: string;
                                discount_pence: number;
                                failure_reason: string | null;
                                /** @enum {string} */
                                kind: "subscription" | "renewal" | "upgrade";
                                /** @enum {string} */
                                package_id: "standard" | "premium";
                                /** @enum {string} */
                                payment_method: "card" | "direct_debit";
                                period_end: string;
                                period_start: string;
                                promo_code: string | null;
                                receipt_number: string;
                                receipt_url: string | null;
                                /** @enum {string} */
                                status: "PENDING" | "COMPLETED" | "FAILED" | "REFUNDED";
                                transaction_id: string;
                                vat_pence: number;
                            }[];
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postAuthSecurityCodeByIdentifierSend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                identifier: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postAuthUpdatePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    new_password: string;
                    passwordConfirmation: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                        status_code?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getAuthUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            avatar: string | null;
                            business_name: string | null;
                            email: string;
                            emailVerified: boolean;
                            first_name: string;
                            id: string;
                            impersonating: boolean;
                            last_name: string;
                            mobile_number: string;
                            /** @enum {string} */
                            userType: "customer" | "business" | "admin";
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postAuthVerifyByCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postAuthVerifyResend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getBusiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        business: {
                            address: string | null;
                            description: string | null;
                            id: string;
                            landline: string | null;
                            location: string | null;
                            logo: string | null;
                            memberSince: string;
                            mobile_number: string | null;
                            name: string;
                            rating: number | null;
                            reviewsCount: number;
                            services: {
                                id: string;
                                name: string;
                            }[];
                            website: string | null;
                            workCategories: string | null;
                            workCategoriesName: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postBusiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    description?: string | null;
                    landline?: string | null;
                    mobile_number?: string | null;
                    name: string;
                    services?: string[];
                    website?: string | null;
                    workCategories?: string | null;
                } | null;
                "multipart/form-data": {
                    /** @description The business name */
                    business_name?: string;
                    /**
                     * Format: binary
                     * @description The new logo: JPG, PNG or HEIF, at most 2 MB
                     */
                    logo?: Blob;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getBusinessById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        business: {
                            description: string | null;
                            id: string;
                            location: string | null;
                            locationName: string | null;
                            logo: string | null;
                            memberSince: string;
                            name: string;
                            /** @enum {string|null} */
                            package: "standard" | "premium" | null;
                            rating: number | null;
                            responseTime: {
                                leadsCounted: number;
                                medianMinutes: number;
                            } | null;
                            reviewsCount: number;
                            services: {
                                id: string;
                                name: string;
                            }[];
                            workCategoriesName: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getBusinessByIdReviews: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rating: number | null;
                        reviews: {
                            createdAt: string;
                            hidden: boolean;
                            id: string;
                            job: {
                                service: {
                                    name: string;
                                };
                                title: string;
                            };
                            jobId: string;
                            moderations: {
                                /** @enum {string} */
                                action: "hidden" | "restored";
                                at: string;
                                reason: string;
                            }[];
                            rating: number;
                            repliedAt: string | null;
                            reply: string | null;
                            text: string;
                            user: {
                                name: string;
                            };
                        }[];
                        reviewsCount: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    putBusinessCompanyNumber: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    companyNumber: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyNumber: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postBusinessDeleteLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getBusinessDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyNumber: string | null;
                        documents: {
                            fileName: string;
                            id: string;
                            kind: string;
                            mimeType: string;
                            size: number;
                            uploadedAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postBusinessDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description A PDF, JPG or PNG of at most 5 MB
                     */
                    file: Blob;
                    /**
                     * @description What the document proves
                     * @enum {string}
                     */
                    kind: "insurance" | "id" | "qualification" | "other";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        document: {
                            fileName: string;
                            id: string;
                            kind: string;
                            mimeType: string;
                            size: number;
                            uploadedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getBusinessDocumentsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document, with its content type; shown inline, never cached */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                    "image/jpeg": Blob;
                    "image/png": Blob;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    deleteBusinessDocumentsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getBusinessInsights: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description How many other businesses a local median needs */
                        localMinimumBusinesses: number;
                        months: {
                            /** @description Of those, the ones the business marked interest in */
                            interested: number;
                            /** @description Median UK working minutes from receiving a lead to the first response; null with none answered */
                            medianResponseMinutes: number | null;
                            /** @description YYYY-MM, the UK calendar month */
                            month: string;
                            /** @description Quotes sent that month */
                            quoted: number;
                            /** @description Leads received that month */
                            received: number;
                            /** @description won ÷ quoted; null without quotes */
                            winRate: number | null;
                            /** @description Of those quotes, the ones the customer accepted */
                            won: number;
                        }[];
                        quoteComparisons: {
                            /** @description Other businesses quoting the service and rate type in the same postcode areas */
                            localBusinesses: number;
                            /** @description Their median quote in pounds; null below the minimum of businesses */
                            localMedian: number | null;
                            /** @description The business's median quote, in pounds */
                            median: number;
                            quotes: number;
                            rateType: string;
                            serviceId: string;
                            serviceName: string;
                        }[];
                        totals: {
                            /** @description Of those, the ones the business marked interest in */
                            interested: number;
                            /** @description Quotes sent that month */
                            quoted: number;
                            /** @description Leads received that month */
                            received: number;
                            /** @description won ÷ quoted; null without quotes */
                            winRate: number | null;
                            /** @description Of those quotes, the ones the customer accepted */
                            won: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getBusinessLeadReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reports: {
                            createdAt: string;
                            /** @enum {string|null} */
                            detected: "duplicate" | "outside_area" | null;
                            detection: string | null;
                            id: string;
                            job: {
                                location: string;
                                number: string | null;
                                serviceName: string;
                                title: string;
                            };
                            jobId: string;
                            leadId: string;
                            note: string;
                            outcomeReason: string | null;
                            /** @enum {string} */
                            reason: "wrong_number" | "outside_area" | "duplicate" | "fake_or_spam" | "not_reachable";
                            resolvedAt: string | null;
                            /** @enum {string} */
                            status: "open" | "upheld" | "rejected";
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getBusinessLeads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        leads: {
                            createdAt: string | null;
                            description: string;
                            distanceKm: number | null;
                            id: string;
                            is_interested: boolean;
                            job: {
                                id: string;
                                job_type: string;
                                jobNumber: string;
                                title: string;
                                type: string;
                            };
                            location: string;
                            responses: {
                                cap: number | null;
                                hasPlace: boolean;
                                taken: number;
                            };
                            service: {
                                name: string;
                            };
                            target_job_done: string;
                            targetCompletionDatetime: string | null;
                            user: {
                                mobile_number: string;
                                name: string;
                            };
                        }[];
                    };
                };
            };
            /** @description Not modified: the list named by If-None-Match is current (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getBusinessLogoByImageId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image bytes, with their content type (WebP since uploads are re-encoded) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/heif": Blob;
                    "image/jpeg": Blob;
                    "image/png": Blob;
                    "image/webp": Blob;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getBusinessLogoByImageIdByWidth: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: string;
                /** @description A square width in px: 48, 96, 192; any other is 404 */
                width: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image bytes, with their content type (WebP since uploads are re-encoded) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/heif": Blob;
                    "image/jpeg": Blob;
                    "image/png": Blob;
                    "image/webp": Blob;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postCustomerContactUs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    message: string;
                    name: string;
                    phone?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contactMessage: {
                            id: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getDevMailbox: {
        parameters: {
            query?: {
                limit?: number;
                recipient?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messages: {
                            channel: string;
                            createdAt: string;
                            id: string;
                            recipient: string;
                            status: string;
                            subject: string;
                            text: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getEvents: {
        parameters: {
            query?: {
                /** @description Resume after this notification (the Last-Event-ID header wins) */
                lastEventId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream (text/event-stream), open until the client leaves or the session ends */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getGosubscriptionPackages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            billing_period: "Monthly";
                            features: string[];
                            /** @enum {string} */
                            id: "standard" | "premium";
                            name: string;
                            price: number;
                            price_pence: number;
                            /** @enum {boolean} */
                            vat_included: true;
                        }[];
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    postJob: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    businesses?: string[];
                    category_id: string;
                    description: string;
                    /** @enum {string} */
                    job_type: "residential" | "commercial";
                    location: string;
                    service_id: string;
                    /** @default  */
                    specificJobDoneDatetime?: string;
                    /** @enum {string} */
                    target_job_done: "immediately" | "flexible" | "specificDate";
                    title: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        job: {
                            acceptedAt: string | null;
                            business: {
                                id: string;
                                logo: string | null;
                                userName: string;
                            } | null;
                            cancelledAt: string | null;
                            category_id: string;
                            cost: number | null;
                            createdAt: string;
                            currency: string | null;
                            description: string;
                            finishedAt: string | null;
                            id: string;
                            job_type: string;
                            jobNumber: string;
                            live: boolean;
                            location: string;
                            quotesCount: number;
                            rate_type: string | null;
                            responses: {
                                cap: number | null;
                                closed: boolean;
                                taken: number;
                            } | null;
                            reviews: {
                                createdAt: string;
                                hidden: boolean;
                                id: string;
                                job: {
                                    service: {
                                        name: string;
                                    };
                                    title: string;
                                };
                                jobId: string;
                                moderations: {
                                    /** @enum {string} */
                                    action: "hidden" | "restored";
                                    at: string;
                                    reason: string;
                                }[];
                                rating: number;
                                repliedAt: string | null;
                                reply: string | null;
                                text: string;
                                user: {
                                    name: string;
                                };
                            }[];
                            service: {
                                id: string;
                                name: string;
                            };
                            status: string;
                            target_job_done: string;
                            targetCompletionDatetime: string | null;
                            title: string;
                            type: string;
                            user: {
                                avatar: string | null;
                                mobile_number: string;
                                name: string;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postJobByIdCloseResponses: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        responses: {
                            cap: number | null;
                            closed: boolean;
                            taken: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getJobByIdResponses: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        responses: {
                            avatar: string | null;
                            business: {
                                id: string;
                                logo: string | null;
                                rating: number | null;
                                responseTime: {
                                    leadsCounted: number;
                                    medianMinutes: number;
                                } | null;
                                reviewsCount: number;
                                userName: string;
                            };
                            comments: string;
                            cost: number;
                            createdAt: string;
                            currency: string;
                            id: string;
                            jobId: string;
                            rate_type: string;
                            status: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postJobByIdReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rating: number;
                    text: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        review: {
                            createdAt: string;
                            hidden: boolean;
                            id: string;
                            job: {
                                service: {
                                    name: string;
                                };
                                title: string;
                            };
                            jobId: string;
                            moderations: {
                                /** @enum {string} */
                                action: "hidden" | "restored";
                                at: string;
                                reason: string;
                            }[];
                            rating: number;
                            repliedAt: string | null;
                            reply: string | null;
                            text: string;
                            user: {
                                name: string;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getJobByIdThreads: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        threads: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            jobId: string;
                            jobTitle: string;
                            lastMessageAt: string | null;
                            lastMessageText: string;
                            openedAt: string;
                            unread: number;
                            with: {
                                /** Format: uuid */
                                id: string;
                                logo: string | null;
                                name: string;
                                removed: boolean;
                                /** @enum {string} */
                                type: "customer" | "business";
                            };
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postJobByIdUpdateStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "cancelled" | "finished";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {string} */
                        status: "cancelled" | "finished";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postJobRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    businesses?: string[];
                    category_id: string;
                    description: string;
                    email: string;
                    fullName: string;
                    /** @enum {string} */
                    job_type: "residential" | "commercial";
                    location: string;
                    mobile_number: string;
                    password: string;
                    passwordConfirm: string;
                    service_id: string;
                    /** @default  */
                    specificJobDoneDatetime?: string;
                    /** @enum {string} */
                    target_job_done: "immediately" | "flexible" | "specificDate";
                    title: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        job: {
                            acceptedAt: string | null;
                            business: {
                                id: string;
                                logo: string | null;
                                userName: string;
                            } | null;
                            cancelledAt: string | null;
                            category_id: string;
                            cost: number | null;
                            createdAt: string;
                            currency: string | null;
                            description: string;
                            finishedAt: string | null;
                            id: string;
                            job_type: string;
                            jobNumber: string;
                            live: boolean;
                            location: string;
                            quotesCount: number;
                            rate_type: string | null;
                            responses: {
                                cap: number | null;
                                closed: boolean;
                                taken: number;
                            } | null;
                            reviews: {
                                createdAt: string;
                                hidden: boolean;
                                id: string;
                                job: {
                                    service: {
                                        name: string;
                                    };
                                    title: string;
                                };
                                jobId: string;
                                moderations: {
                                    /** @enum {string} */
                                    action: "hidden" | "restored";
                                    at: string;
                                    reason: string;
                                }[];
                                rating: number;
                                repliedAt: string | null;
                                reply: string | null;
                                text: string;
                                user: {
                                    name: string;
                                };
                            }[];
                            service: {
                                id: string;
                                name: string;
                            };
                            status: string;
                            target_job_done: string;
                            targetCompletionDatetime: string | null;
                            title: string;
                            type: string;
                            user: {
                                avatar: string | null;
                                mobile_number: string;
                                name: string;
                            };
                        };
                        message: string;
                        user: {
                            avatar: string | null;
                            business_name: string | null;
                            email: string;
                            emailVerified: boolean;
                            first_name: string;
                            id: string;
                            impersonating: boolean;
                            last_name: string;
                            mobile_number: string;
                            /** @enum {string} */
                            userType: "customer" | "business" | "admin";
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getJobs: {
        parameters: {
            query: {
                status: "active" | "in_progress" | "finished" | "cancelled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        jobs: {
                            acceptedAt: string | null;
                            business: {
                                id: string;
                                logo: string | null;
                                userName: string;
                            } | null;
                            cancelledAt: string | null;
                            category_id: string;
                            cost: number | null;
                            createdAt: string;
                            currency: string | null;
                            description: string;
                            finishedAt: string | null;
                            id: string;
                            job_type: string;
                            jobNumber: string;
                            live: boolean;
                            location: string;
                            quotesCount: number;
                            rate_type: string | null;
                            responses: {
                                cap: number | null;
                                closed: boolean;
                                taken: number;
                            } | null;
                            reviews: {
                                createdAt: string;
                                hidden: boolean;
                                id: string;
                                job: {
                                    service: {
                                        name: string;
                                    };
                                    title: string;
                                };
                                jobId: string;
                                moderations: {
                                    /** @enum {string} */
                                    action: "hidden" | "restored";
                                    at: string;
                                    reason: string;
                                }[];
                                rating: number;
                                repliedAt: string | null;
                                reply: string | null;
                                text: string;
                                user: {
                                    name: string;
                                };
                            }[];
                            service: {
                                id: string;
                                name: string;
                            };
                            status: string;
                            target_job_done: string;
                            targetCompletionDatetime: string | null;
                            title: string;
                            type: string;
                            user: {
                                avatar: string | null;
                                mobile_number: string;
                                name: string;
                            };
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postLeadByIdInterested: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lead: {
                            createdAt: string | null;
                            description: string;
                            distanceKm: number | null;
                            id: string;
                            is_interested: boolean;
                            job: {
                                id: string;
                                job_type: string;
                                jobNumber: string;
                                title: string;
                                type: string;
                            };
                            location: string;
                            responses: {
                                cap: number | null;
                                hasPlace: boolean;
                                taken: number;
                            };
                            service: {
                                name: string;
                            };
                            target_job_done: string;
                            targetCompletionDatetime: string | null;
                            user: {
                                mobile_number: string;
                                name: string;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postLeadByIdNotInterested: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postLeadByIdReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    note?: string;
                    /** @enum {string} */
                    reason: "wrong_number" | "outside_area" | "duplicate" | "fake_or_spam" | "not_reachable";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        report: {
                            createdAt: string;
                            /** @enum {string|null} */
                            detected: "duplicate" | "outside_area" | null;
                            detection: string | null;
                            id: string;
                            job: {
                                location: string;
                                number: string | null;
                                serviceName: string;
                                title: string;
                            };
                            jobId: string;
                            leadId: string;
                            note: string;
                            outcomeReason: string | null;
                            /** @enum {string} */
                            reason: "wrong_number" | "outside_area" | "duplicate" | "fake_or_spam" | "not_reachable";
                            resolvedAt: string | null;
                            /** @enum {string} */
                            status: "open" | "upheld" | "rejected";
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        locations: {
                            latitude: number;
                            location: string;
                            longitude: number;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Not modified: the copy named by If-None-Match is current (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postLoginBackAsAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description For API clients (sent as Bearer); absent for browsers */
                        token?: string;
                        user: {
                            avatar: string | null;
                            business_name: string | null;
                            email: string;
                            emailVerified: boolean;
                            first_name: string;
                            id: string;
                            impersonating: boolean;
                            last_name: string;
                            mobile_number: string;
                            /** @enum {string} */
                            userType: "customer" | "business" | "admin";
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getMessageByIdPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The photo bytes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": Blob;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getMessagesUnread: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        jobs: {
                            /** Format: uuid */
                            jobId: string;
                            unread: number;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getNotifications: {
        parameters: {
            query?: {
                /** @description The next page: notifications older than this one */
                before?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notifications: {
                            body: string;
                            createdAt: string;
                            /** @description Decimal, increasing per user: the live stream’s event id (Last-Event-ID) */
                            id: string;
                            jobId: string | null;
                            /** @enum {string} */
                            kind: "lead_created" | "lead_withdrawn" | "quote_received" | "quote_accepted" | "quote_declined" | "job_started" | "job_completed" | "job_cancelled" | "review_received" | "lead_report_resolved" | "message_received";
                            /** @description A path in the web app, e.g. /dashboard/leads */
                            link: string;
                            read: boolean;
                            title: string;
                        }[];
                        unreadCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                } | {
                    /** @enum {boolean} */
                    all: true;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unreadCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getNotificationsSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notifiableEvents: {
                            messages: boolean;
                            newJobLeads: boolean;
                            newsletters: boolean;
                            recommendations: boolean;
                            specialOffers: boolean;
                        };
                        notificationChannels: {
                            email: boolean;
                            /** @enum {string} */
                            leadEmails: "each" | "hourly" | "daily";
                            sms: boolean;
                            smsQuietHours: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    putNotificationsSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    notifiableEvents: {
                        messages: boolean;
                        newJobLeads: boolean;
                        newsletters: boolean;
                        recommendations: boolean;
                        specialOffers: boolean;
                    };
                    notificationChannels: {
                        email: boolean;
                        /** @enum {string} */
                        leadEmails?: "each" | "hourly" | "daily";
                        sms: boolean;
                        smsQuietHours?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notifiableEvents: {
                            messages: boolean;
                            newJobLeads: boolean;
                            newsletters: boolean;
                            recommendations: boolean;
                            specialOffers: boolean;
                        };
                        notificationChannels: {
                            email: boolean;
                            /** @enum {string} */
                            leadEmails: "each" | "hourly" | "daily";
                            sms: boolean;
                            smsQuietHours: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getPlatform: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        platform: "production" | "stag" | "demo" | "local";
                        tagManagerId?: string;
                    };
                };
            };
        };
    };
    getPublicMarketplaceStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Average stars of those reviews to one decimal, null without reviews */
                        averageRating: number | null;
                        /** @description Reviews customers wrote of completed jobs, hidden ones left out */
                        reviews: number;
                        /** @description Businesses anyone may see: live, verified and active (the rule of the public business pages) */
                        verifiedBusinesses: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getPublicServices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        categories: {
                            id: string;
                            name: string;
                            services: {
                                id: string;
                                name: string;
                                slug: string;
                            }[];
                            slug: string;
                        }[];
                    };
                };
            };
        };
    };
    getPublicServicesByServiceIdBusinesses: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                serviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        businesses: {
                            id: string;
                            location: string | null;
                            logo: string | null;
                            name: string;
                            /** @description Average stars to one decimal, null without reviews */
                            rating: number | null;
                            reviewsCount: number;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getPublicServicesByServiceIdPrices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                serviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        minQuotes: number;
                        prices: {
                            lowerQuartilePence: number;
                            medianPence: number;
                            quotesCount: number;
                            /** @enum {string} */
                            rateType: "hourly" | "daily" | "flat";
                            upperQuartilePence: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postPushSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    endpoint: string;
                    keys: {
                        auth: string;
                        p256dh: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        subscription: {
                            createdAt: string;
                            id: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    deletePushSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    endpoint: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        removed: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getPushPublicKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        publicKey: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default Direct quote */
                    comments?: string;
                    cost: number;
                    /**
                     * @default GBP
                     * @enum {string}
                     */
                    currency?: "GBP";
                    /** Format: uuid */
                    leadId: string;
                    /** @enum {string} */
                    rate_type: "hourly" | "daily" | "flat";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        quote: {
                            comments: string;
                            cost: number;
                            createdAt: string;
                            currency: string;
                            id: string;
                            jobId: string;
                            leadId: string;
                            rate_type: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postQuoteByIdAccept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        quote: {
                            avatar: string | null;
                            business: {
                                id: string;
                                logo: string | null;
                                rating: number | null;
                                responseTime: {
                                    leadsCounted: number;
                                    medianMinutes: number;
                                } | null;
                                reviewsCount: number;
                                userName: string;
                            };
                            comments: string;
                            cost: number;
                            createdAt: string;
                            currency: string;
                            id: string;
                            jobId: string;
                            rate_type: string;
                            status: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postQuoteByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        quote: {
                            comments: string;
                            cost: number;
                            createdAt: string;
                            currency: string;
                            declineReason: string | null;
                            id: string;
                            job: {
                                createdAt: string;
                                description: string;
                                id: string;
                                job_type: string;
                                location: string;
                                service: {
                                    name: string;
                                };
                                status: string;
                                target_job_done: string;
                                targetCompletionDatetime: string | null;
                                title: string;
                            } | null;
                            jobId: string;
                            leadId: string;
                            rate_type: string;
                            status: string;
                            user: {
                                name: string;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getQuotes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        quotes: {
                            comments: string;
                            cost: number;
                            createdAt: string;
                            currency: string;
                            declineReason: string | null;
                            id: string;
                            job: {
                                createdAt: string;
                                description: string;
                                id: string;
                                job_type: string;
                                location: string;
                                service: {
                                    name: string;
                                };
                                status: string;
                                target_job_done: string;
                                targetCompletionDatetime: string | null;
                                title: string;
                            } | null;
                            jobId: string;
                            leadId: string;
                            rate_type: string;
                            status: string;
                            user: {
                                name: string;
                            };
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getReviewReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reports: {
                            createdAt: string;
                            details: string;
                            id: string;
                            outcomeReason: string | null;
                            /** @enum {string} */
                            reason: "not_genuine_customer" | "offensive" | "personal_data" | "other_business" | "other";
                            resolvedAt: string | null;
                            reviewId: string;
                            /** @enum {string} */
                            status: "open" | "upheld" | "dismissed";
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postReviewByIdReply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reply: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        review: {
                            createdAt: string;
                            hidden: boolean;
                            id: string;
                            job: {
                                service: {
                                    name: string;
                                };
                                title: string;
                            };
                            jobId: string;
                            moderations: {
                                /** @enum {string} */
                                action: "hidden" | "restored";
                                at: string;
                                reason: string;
                            }[];
                            rating: number;
                            repliedAt: string | null;
                            reply: string | null;
                            text: string;
                            user: {
                                name: string;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postReviewByIdReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    details?: string;
                    /** @enum {string} */
                    reason: "not_genuine_customer" | "offensive" | "personal_data" | "other_business" | "other";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        report: {
                            createdAt: string;
                            details: string;
                            id: string;
                            outcomeReason: string | null;
                            /** @enum {string} */
                            reason: "not_genuine_customer" | "offensive" | "personal_data" | "other_business" | "other";
                            resolvedAt: string | null;
                            reviewId: string;
                            /** @enum {string} */
                            status: "open" | "upheld" | "dismissed";
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postSquareBilling: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            subscription: {
                                bank_account: {
                                    account_holder: string;
                                    account_number_ending: string;
                                    bank_name: string;
                                    mandate_reference: string;
                                    mandate_status: string;
                                } | null;
                                card: {
                                    brand: string;
                                    exp_month: number;
                                    exp_year: number;
                                    last_4: string;
                                } | null;
                                subscription: {
                                    amount: number;
                                    amount_pence: number;
                                    billing_next_date: string;
                                    /** @enum {string} */
                                    billing_period: "Monthly";
                                    cancel_at_period_end: boolean;
                                    created_at: string;
                                    current_period_start: string;
                                    grace_ends_at: string | null;
                                    id: string;
                                    next_retry_at: string | null;
                                    /** @enum {string} */
                                    package_id: "standard" | "premium";
                                    /** @enum {string} */
                                    package_type: "Standard" | "Premium";
                                    /** @enum {string|null} */
                                    pending_package_id: "standard" | "premium" | null;
                                    /** @enum {string} */
                                    status: "ACTIVE" | "INCOMPLETE" | "PAST_DUE" | "LAPSED" | "CANCELLED";
                                } | null;
                            };
                            transactions: {
                                amount: number;
                                amount_pence: number;
                                created_at: string;
                                discount_pence: number;
                                failure_reason: string | null;
                                /** @enum {string} */
                                kind: "subscription" | "renewal" | "upgrade";
                                /** @enum {string} */
                                package_id: "standard" | "premium";
                                /** @enum {string} */
                                payment_method: "card" | "direct_debit";
                                period_end: string;
                                period_start: string;
                                promo_code: string | null;
                                receipt_number: string;
                                receipt_url: string | null;
                                /** @enum {string} */
                                status: "PENDING" | "COMPLETED" | "FAILED" | "REFUNDED";
                                transaction_id: string;
                                vat_pence: number;
                            }[];
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postSquarePromoCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @enum {string} */
                    packageId: "standard" | "premium";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            code: string;
                            discount: number;
                            discount_pence: number;
                            percentage: number;
                            price: number;
                            price_pence: number;
                            total: number;
                            total_pence: number;
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Not subscribed yet, with a Direct Debit payment on its way: leads start once the bank confirms it */
                            payment_pending: boolean;
                            subscribed: boolean;
                            subscription: {
                                amount: number;
                                amount_pence: number;
                                billing_next_date: string;
                                /** @enum {string} */
                                billing_period: "Monthly";
                                cancel_at_period_end: boolean;
                                created_at: string;
                                current_period_start: string;
                                grace_ends_at: string | null;
                                id: string;
                                next_retry_at: string | null;
                                /** @enum {string} */
                                package_id: "standard" | "premium";
                                /** @enum {string} */
                                package_type: "Standard" | "Premium";
                                /** @enum {string|null} */
                                pending_package_id: "standard" | "premium" | null;
                                /** @enum {string} */
                                status: "ACTIVE" | "INCOMPLETE" | "PAST_DUE" | "LAPSED" | "CANCELLED";
                            } | null;
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postSubscription: {
        parameters: {
            query?: never;
            header: {
                /** @description A UUID chosen per attempt: the same key again answers the first outcome and never charges twice */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    packageId: "standard" | "premium";
                    paymentMethod: {
                        cardholderName: string;
                        postcode?: string | null;
                        sourceId: string;
                        /** @enum {string} */
                        type: "card";
                        verificationToken?: string | null;
                    } | {
                        accountHolder: string;
                        accountNumber: string;
                        /** @enum {boolean} */
                        mandateConfirmed: true;
                        sortCode: string;
                        /** @enum {string} */
                        type: "direct_debit";
                    };
                    promoCode?: ("" | string) | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            subscription: {
                                bank_account: {
                                    account_holder: string;
                                    account_number_ending: string;
                                    bank_name: string;
                                    mandate_reference: string;
                                    mandate_status: string;
                                } | null;
                                card: {
                                    brand: string;
                                    exp_month: number;
                                    exp_year: number;
                                    last_4: string;
                                } | null;
                                subscription: {
                                    amount: number;
                                    amount_pence: number;
                                    billing_next_date: string;
                                    /** @enum {string} */
                                    billing_period: "Monthly";
                                    cancel_at_period_end: boolean;
                                    created_at: string;
                                    current_period_start: string;
                                    grace_ends_at: string | null;
                                    id: string;
                                    next_retry_at: string | null;
                                    /** @enum {string} */
                                    package_id: "standard" | "premium";
                                    /** @enum {string} */
                                    package_type: "Standard" | "Premium";
                                    /** @enum {string|null} */
                                    pending_package_id: "standard" | "premium" | null;
                                    /** @enum {string} */
                                    status: "ACTIVE" | "INCOMPLETE" | "PAST_DUE" | "LAPSED" | "CANCELLED";
                                } | null;
                            };
                            transactions: {
                                amount: number;
                                amount_pence: number;
                                created_at: string;
                                discount_pence: number;
                                failure_reason: string | null;
                                /** @enum {string} */
                                kind: "subscription" | "renewal" | "upgrade";
                                /** @enum {string} */
                                package_id: "standard" | "premium";
                                /** @enum {string} */
                                payment_method: "card" | "direct_debit";
                                period_end: string;
                                period_start: string;
                                promo_code: string | null;
                                receipt_number: string;
                                receipt_url: string | null;
                                /** @enum {string} */
                                status: "PENDING" | "COMPLETED" | "FAILED" | "REFUNDED";
                                transaction_id: string;
                                vat_pence: number;
                            }[];
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postSubscriptionCancel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            subscription: {
                                bank_account: {
                                    account_holder: string;
                                    account_number_ending: string;
                                    bank_name: string;
                                    mandate_reference: string;
                                    mandate_status: string;
                                } | null;
                                card: {
                                    brand: string;
                                    exp_month: number;
                                    exp_year: number;
                                    last_4: string;
                                } | null;
                                subscription: {
                                    amount: number;
                                    amount_pence: number;
                                    billing_next_date: string;
                                    /** @enum {string} */
                                    billing_period: "Monthly";
                                    cancel_at_period_end: boolean;
                                    created_at: string;
                                    current_period_start: string;
                                    grace_ends_at: string | null;
                                    id: string;
                                    next_retry_at: string | null;
                                    /** @enum {string} */
                                    package_id: "standard" | "premium";
                                    /** @enum {string} */
                                    package_type: "Standard" | "Premium";
                                    /** @enum {string|null} */
                                    pending_package_id: "standard" | "premium" | null;
                                    /** @enum {string} */
                                    status: "ACTIVE" | "INCOMPLETE" | "PAST_DUE" | "LAPSED" | "CANCELLED";
                                } | null;
                            };
                            transactions: {
                                amount: number;
                                amount_pence: number;
                                created_at: string;
                                discount_pence: number;
                                failure_reason: string | null;
                                /** @enum {string} */
                                kind: "subscription" | "renewal" | "upgrade";
                                /** @enum {string} */
                                package_id: "standard" | "premium";
                                /** @enum {string} */
                                payment_method: "card" | "direct_debit";
                                period_end: string;
                                period_start: string;
                                promo_code: string | null;
                                receipt_number: string;
                                receipt_url: string | null;
                                /** @enum {string} */
                                status: "PENDING" | "COMPLETED" | "FAILED" | "REFUNDED";
                                transaction_id: string;
                                vat_pence: number;
                            }[];
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getSubscriptionCardForm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            applicationId: string;
                            locationId: string;
                            /** @description Square's Web Payments SDK script (a local stand-in outside production) */
                            sdkUrl: string;
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    putSubscriptionPackage: {
        parameters: {
            query?: never;
            header: {
                /** @description A UUID chosen per attempt: the same key again answers the first outcome and never charges twice */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    packageId: "standard" | "premium";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            subscription: {
                                bank_account: {
                                    account_holder: string;
                                    account_number_ending: string;
                                    bank_name: string;
                                    mandate_reference: string;
                                    mandate_status: string;
                                } | null;
                                card: {
                                    brand: string;
                                    exp_month: number;
                                    exp_year: number;
                                    last_4: string;
                                } | null;
                                subscription: {
                                    amount: number;
                                    amount_pence: number;
                                    billing_next_date: string;
                                    /** @enum {string} */
                                    billing_period: "Monthly";
                                    cancel_at_period_end: boolean;
                                    created_at: string;
                                    current_period_start: string;
                                    grace_ends_at: string | null;
                                    id: string;
                                    next_retry_at: string | null;
                                    /** @enum {string} */
                                    package_id: "standard" | "premium";
                                    /** @enum {string} */
                                    package_type: "Standard" | "Premium";
                                    /** @enum {string|null} */
                                    pending_package_id: "standard" | "premium" | null;
                                    /** @enum {string} */
                                    status: "ACTIVE" | "INCOMPLETE" | "PAST_DUE" | "LAPSED" | "CANCELLED";
                                } | null;
                            };
                            transactions: {
                                amount: number;
                                amount_pence: number;
                                created_at: string;
                                discount_pence: number;
                                failure_reason: string | null;
                                /** @enum {string} */
                                kind: "subscription" | "renewal" | "upgrade";
                                /** @enum {string} */
                                package_id: "standard" | "premium";
                                /** @enum {string} */
                                payment_method: "card" | "direct_debit";
                                period_end: string;
                                period_start: string;
                                promo_code: string | null;
                                receipt_number: string;
                                receipt_url: string | null;
                                /** @enum {string} */
                                status: "PENDING" | "COMPLETED" | "FAILED" | "REFUNDED";
                                transaction_id: string;
                                vat_pence: number;
                            }[];
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getSubscriptionPackages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            billing_period: "Monthly";
                            features: string[];
                            /** @enum {string} */
                            id: "standard" | "premium";
                            name: string;
                            price: number;
                            price_pence: number;
                            /** @enum {boolean} */
                            vat_included: true;
                        }[];
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    putSubscriptionPaymentMethod: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    paymentMethod: {
                        cardholderName: string;
                        postcode?: string | null;
                        sourceId: string;
                        /** @enum {string} */
                        type: "card";
                        verificationToken?: string | null;
                    } | {
                        accountHolder: string;
                        accountNumber: string;
                        /** @enum {boolean} */
                        mandateConfirmed: true;
                        sortCode: string;
                        /** @enum {string} */
                        type: "direct_debit";
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            subscription: {
                                bank_account: {
                                    account_holder: string;
                                    account_number_ending: string;
                                    bank_name: string;
                                    mandate_reference: string;
                                    mandate_status: string;
                                } | null;
                                card: {
                                    brand: string;
                                    exp_month: number;
                                    exp_year: number;
                                    last_4: string;
                                } | null;
                                subscription: {
                                    amount: number;
                                    amount_pence: number;
                                    billing_next_date: string;
                                    /** @enum {string} */
                                    billing_period: "Monthly";
                                    cancel_at_period_end: boolean;
                                    created_at: string;
                                    current_period_start: string;
                                    grace_ends_at: string | null;
                                    id: string;
                                    next_retry_at: string | null;
                                    /** @enum {string} */
                                    package_id: "standard" | "premium";
                                    /** @enum {string} */
                                    package_type: "Standard" | "Premium";
                                    /** @enum {string|null} */
                                    pending_package_id: "standard" | "premium" | null;
                                    /** @enum {string} */
                                    status: "ACTIVE" | "INCOMPLETE" | "PAST_DUE" | "LAPSED" | "CANCELLED";
                                } | null;
                            };
                            transactions: {
                                amount: number;
                                amount_pence: number;
                                created_at: string;
                                discount_pence: number;
                                failure_reason: string | null;
                                /** @enum {string} */
                                kind: "subscription" | "renewal" | "upgrade";
                                /** @enum {string} */
                                package_id: "standard" | "premium";
                                /** @enum {string} */
                                payment_method: "card" | "direct_debit";
                                period_end: string;
                                period_start: string;
                                promo_code: string | null;
                                receipt_number: string;
                                receipt_url: string | null;
                                /** @enum {string} */
                                status: "PENDING" | "COMPLETED" | "FAILED" | "REFUNDED";
                                transaction_id: string;
                                vat_pence: number;
                            }[];
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postSubscriptionPromoCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @enum {string} */
                    packageId: "standard" | "premium";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            code: string;
                            discount: number;
                            discount_pence: number;
                            percentage: number;
                            price: number;
                            price_pence: number;
                            total: number;
                            total_pence: number;
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postSubscriptionRenew: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    asOf?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            ended: number;
                            failed: number;
                            lapsed: number;
                            renewed: number;
                            retried: number;
                            settled: number;
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postSubscriptionResume: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            subscription: {
                                bank_account: {
                                    account_holder: string;
                                    account_number_ending: string;
                                    bank_name: string;
                                    mandate_reference: string;
                                    mandate_status: string;
                                } | null;
                                card: {
                                    brand: string;
                                    exp_month: number;
                                    exp_year: number;
                                    last_4: string;
                                } | null;
                                subscription: {
                                    amount: number;
                                    amount_pence: number;
                                    billing_next_date: string;
                                    /** @enum {string} */
                                    billing_period: "Monthly";
                                    cancel_at_period_end: boolean;
                                    created_at: string;
                                    current_period_start: string;
                                    grace_ends_at: string | null;
                                    id: string;
                                    next_retry_at: string | null;
                                    /** @enum {string} */
                                    package_id: "standard" | "premium";
                                    /** @enum {string} */
                                    package_type: "Standard" | "Premium";
                                    /** @enum {string|null} */
                                    pending_package_id: "standard" | "premium" | null;
                                    /** @enum {string} */
                                    status: "ACTIVE" | "INCOMPLETE" | "PAST_DUE" | "LAPSED" | "CANCELLED";
                                } | null;
                            };
                            transactions: {
                                amount: number;
                                amount_pence: number;
                                created_at: string;
                                discount_pence: number;
                                failure_reason: string | null;
                                /** @enum {string} */
                                kind: "subscription" | "renewal" | "upgrade";
                                /** @enum {string} */
                                package_id: "standard" | "premium";
                                /** @enum {string} */
                                payment_method: "card" | "direct_debit";
                                period_end: string;
                                period_start: string;
                                promo_code: string | null;
                                receipt_number: string;
                                receipt_url: string | null;
                                /** @enum {string} */
                                status: "PENDING" | "COMPLETED" | "FAILED" | "REFUNDED";
                                transaction_id: string;
                                vat_pence: number;
                            }[];
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getSubscriptionTransactionsByIdReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt as a standalone HTML page, sent as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getThreadByIdMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messages: {
                            /** @enum {string} */
                            from: "customer" | "business";
                            /** Format: uuid */
                            id: string;
                            mine: boolean;
                            paymentWarning: boolean;
                            photo: string | null;
                            read: boolean;
                            sentAt: string;
                            text: string;
                        }[];
                        thread: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            jobId: string;
                            jobTitle: string;
                            lastMessageAt: string | null;
                            lastMessageText: string;
                            openedAt: string;
                            unread: number;
                            with: {
                                /** Format: uuid */
                                id: string;
                                logo: string | null;
                                name: string;
                                removed: boolean;
                                /** @enum {string} */
                                type: "customer" | "business";
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postThreadByIdMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                } | null;
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description A photo: JPG, PNG or HEIF, at most 5 MB (re-encoded before it is kept)
                     */
                    photo?: Blob;
                    /** @description The message, at most 2,000 characters (may be empty with a photo) */
                    text?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: {
                            /** @enum {string} */
                            from: "customer" | "business";
                            /** Format: uuid */
                            id: string;
                            mine: boolean;
                            paymentWarning: boolean;
                            photo: string | null;
                            read: boolean;
                            sentAt: string;
                            text: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postThreadByIdRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        marked: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getThreads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        threads: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            jobId: string;
                            jobTitle: string;
                            lastMessageAt: string | null;
                            lastMessageText: string;
                            openedAt: string;
                            unread: number;
                            with: {
                                /** Format: uuid */
                                id: string;
                                logo: string | null;
                                name: string;
                                removed: boolean;
                                /** @enum {string} */
                                type: "customer" | "business";
                            };
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getUnsubscribe: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the token unsubscribes from, and a button to confirm it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        category: "new_job_leads" | "messages" | "newsletters" | "special_offers" | "recommendations";
                        message: string;
                    };
                    "text/html": string;
                };
            };
            /** @description The token is missing or cut short (or, on POST, List-Unsubscribe=One-Click is missing) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                    "text/html": string;
                };
            };
            /** @description The token was changed or not signed by LocalPros */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                    "text/html": string;
                };
            };
        };
    };
    postUnsubscribe: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": string;
            };
        };
        responses: {
            /** @description Unsubscribed (or already): that kind of e-mail is off in the settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        category: "new_job_leads" | "messages" | "newsletters" | "special_offers" | "recommendations";
                        message: string;
                    };
                    "text/html": string;
                };
            };
            /** @description The token is missing or cut short (or, on POST, List-Unsubscribe=One-Click is missing) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                    "text/html": string;
                };
            };
            /** @description The token was changed or not signed by LocalPros */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                    "text/html": string;
                };
            };
        };
    };
    postUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name?: string;
                    last_name?: string;
                    name?: string;
                } | null;
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The new picture: JPG, PNG or HEIF, at most 2 MB
                     */
                    avatar?: Blob;
                    /** @description First name */
                    first_name?: string;
                    /** @description Last name */
                    last_name?: string;
                    /** @description The full name, split on the first space */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            avatar: string | null;
                            business_name: string | null;
                            email: string;
                            emailVerified: boolean;
                            first_name: string;
                            id: string;
                            impersonating: boolean;
                            last_name: string;
                            mobile_number: string;
                            /** @enum {string} */
                            userType: "customer" | "business" | "admin";
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The current password */
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getUserAvatarByImageId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image bytes, with their content type (WebP since uploads are re-encoded) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/heif": Blob;
                    "image/jpeg": Blob;
                    "image/png": Blob;
                    "image/webp": Blob;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getUserAvatarByImageIdByWidth: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: string;
                /** @description A square width in px: 48, 96, 192; any other is 404 */
                width: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image bytes, with their content type (WebP since uploads are re-encoded) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/heif": Blob;
                    "image/jpeg": Blob;
                    "image/png": Blob;
                    "image/webp": Blob;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postUserConfirmUpdateEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirmedEmail: string;
                    email: string;
                    verificationCode: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            avatar: string | null;
                            business_name: string | null;
                            email: string;
                            emailVerified: boolean;
                            first_name: string;
                            id: string;
                            impersonating: boolean;
                            last_name: string;
                            mobile_number: string;
                            /** @enum {string} */
                            userType: "customer" | "business" | "admin";
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postUserConfirmUpdatePhone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mobile_number: string;
                    verificationCode: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            avatar: string | null;
                            business_name: string | null;
                            email: string;
                            emailVerified: boolean;
                            first_name: string;
                            id: string;
                            impersonating: boolean;
                            last_name: string;
                            mobile_number: string;
                            /** @enum {string} */
                            userType: "customer" | "business" | "admin";
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postUserDeleteUserProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            avatar: string | null;
                            business_name: string | null;
                            email: string;
                            emailVerified: boolean;
                            first_name: string;
                            id: string;
                            impersonating: boolean;
                            last_name: string;
                            mobile_number: string;
                            /** @enum {string} */
                            userType: "customer" | "business" | "admin";
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getUserIsEmailRegisteredByEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        registered: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getUserIsPhoneRegisteredByPhone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                phone: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        registered: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    putUserUpdateEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The new address, typed twice, and the current password */
        requestBody: {
            content: {
                "application/json": {
                    confirmedEmail: string;
                    currentPassword: string;
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    putUserUpdatePhone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mobile_number: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postWebhooksGocardless: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        applied: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    postWebhooksSquare: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        applied: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getWorkCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        workCategories: {
                            id: string;
                            name: string;
                            services: {
                                id: string;
                                name: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Not modified: the copy named by If-None-Match is current (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: string;
                        errors?: {
                            message: string;
                            path: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
}
