/**
 * The API's types, generated from its OpenAPI document by `npm run api:types`: do not edit.
 * A route's zod schemas are the source; change them and run the script again.
 */

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the server and its database answer */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a musician account and sign in */
        post: operations["postAuthSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with e-mail and password */
        post: operations["postAuthSignin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out this browser */
        post: operations["postAuthSignout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account */
        get: operations["getAuthMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account, or null when signed out (no 401) */
        get: operations["getAuthSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account (spec 1 §3 shape) */
        get: operations["getUsersMe"];
        put?: never;
        post?: never;
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
        /** Change the password; other sessions are signed out */
        post: operations["postAuthChangePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/delete-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What deleting the account leaves behind */
        get: operations["getUsersDeleteAccount"];
        put?: never;
        post?: never;
        /** Delete the account: personal data goes, money records stay anonymised (decision 022) */
        delete: operations["deleteUsersDeleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a one-hour password reset link (the same answer for any address) */
        post: operations["postAuthForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset link; every sign-in of the account ends */
        post: operations["postAuthResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/oauth/google/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether sign-in with Google is available */
        get: operations["getOauthGoogleStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/oauth/google/redirect_url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start a Google sign-in: the URL to send the browser to */
        get: operations["getOauthGoogleRedirectUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish a Google sign-in with the code Google returned */
        post: operations["postSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sign out (the identity provider’s logout link) */
        get: operations["getLogout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in to the back office */
        post: operations["postAdminLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in administrator */
        get: operations["getAdminVerify"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the administrator’s password; their other sessions are signed out */
        post: operations["postAdminChangePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out of the back office */
        post: operations["postAdminLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Second factors set up on this account */
        get: operations["getAuthSecondFactor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/second-factor/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start setting up authenticator codes: the secret to scan, shown only now */
        post: operations["postAuthSecondFactorTotp"];
        /** Turn authenticator codes off (needs a fresh step-up) */
        delete: operations["deleteAuthSecondFactorTotp"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/second-factor/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm with a first code; answers ten recovery codes, shown once */
        post: operations["postAuthSecondFactorTotpConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/second-factor/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ten new recovery codes, the old ones void (needs a fresh step-up) */
        post: operations["postAuthSecondFactorRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/step-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm it is you (a code, or the password where no second factor is set up) */
        post: operations["postAuthStepUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where this account is signed in */
        get: operations["getAuthDevices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/devices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End one sign-in: it is signed out and its open streams close */
        delete: operations["deleteAuthDevicesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/security-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Second-factor changes and step-ups of this account */
        get: operations["getAuthSecurityLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Second factors set up on this account */
        get: operations["getAdminSecondFactor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/second-factor/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start setting up authenticator codes: the secret to scan, shown only now */
        post: operations["postAdminSecondFactorTotp"];
        /** Turn authenticator codes off (needs a fresh step-up) */
        delete: operations["deleteAdminSecondFactorTotp"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/second-factor/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm with a first code; answers ten recovery codes, shown once */
        post: operations["postAdminSecondFactorTotpConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/second-factor/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ten new recovery codes, the old ones void (needs a fresh step-up) */
        post: operations["postAdminSecondFactorRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/step-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm it is you (a code, or the password where no second factor is set up) */
        post: operations["postAdminStepUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where this account is signed in */
        get: operations["getAdminDevices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/devices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End one sign-in: it is signed out and its open streams close */
        delete: operations["deleteAdminDevicesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkeys/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Options to create a passkey on this device */
        post: operations["postAuthPasskeysOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Keep the passkey just created, with its name */
        post: operations["postAuthPasskeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkeys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a passkey (needs a fresh step-up) */
        delete: operations["deleteAuthPasskeysId"];
        options?: never;
        head?: never;
        /** Rename a passkey */
        patch: operations["patchAuthPasskeysId"];
        trace?: never;
    };
    "/api/auth/step-up/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Options to confirm it is you with a passkey */
        post: operations["postAuthStepUpPasskeyOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/step-up/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm it is you with a passkey */
        post: operations["postAuthStepUpPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signin/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Options to sign in with a passkey instead of a password */
        post: operations["postAuthSigninPasskeyOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signin/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with a passkey */
        post: operations["postAuthSigninPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/passkeys/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Options to create a passkey on this device */
        post: operations["postAdminPasskeysOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Keep the passkey just created, with its name */
        post: operations["postAdminPasskeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/passkeys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a passkey (needs a fresh step-up) */
        delete: operations["deleteAdminPasskeysId"];
        options?: never;
        head?: never;
        /** Rename a passkey */
        patch: operations["patchAdminPasskeysId"];
        trace?: never;
    };
    "/api/admin/step-up/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Options to confirm it is you with a passkey */
        post: operations["postAdminStepUpPasskeyOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/step-up/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm it is you with a passkey */
        post: operations["postAdminStepUpPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/login/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Options to sign in with a passkey instead of a password */
        post: operations["postAdminLoginPasskeyOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/login/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with a passkey */
        post: operations["postAdminLoginPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live shows now, for fans to pick from */
        get: operations["getSessionsActive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/active/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live shows starting, pausing and ending, pushed (a snapshot first)
         * @description With `my_requests={sessionId}`, the same stream also carries this phone's own requests to that show (event `my-requests`, the whole list on connect and after each change, as GET /api/sessions/{sessionId}/my-requests answers) until the show ends. With `songs={sessionId}`, it carries tonight's songs of that show with their counts and this phone's +1s (event `show-songs`, as GET /api/sessions/{sessionId}/songs answers).
         */
        get: operations["getSessionsActiveStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/scheduled/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Upcoming public gigs, soonest first */
        get: operations["getSessionsScheduledPublic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/{qrCodeId}/gigs.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An act’s public gigs as an iCalendar feed to subscribe to (the last 90 days and all ahead) */
        get: operations["getMusiciansQrCodeIdGigsIcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/scheduled/{id}/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One public gig as an iCalendar file, to add to a calendar */
        get: operations["getSessionsScheduledIdCalendarIcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendars/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An act’s every gig, private ones included, at the unguessable address only the act knows */
        get: operations["getCalendarsToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/{qrCodeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A musician’s public profile, upcoming gigs and live show, by QR code id */
        get: operations["getMusiciansQrCodeId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to a musician (no account needed) */
        post: operations["postMessagesSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/errors/client": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report an error the web client could not handle */
        post: operations["postErrorsClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Go live: start taking requests */
        post: operations["postSessionsLive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/live/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The musician’s open live session, or null */
        get: operations["getSessionsLiveCurrent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/live/{id}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End a live session; its figures */
        post: operations["postSessionsLiveIdEnd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/live/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop taking requests for a while, without ending the show */
        post: operations["postSessionsLiveIdPause"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/live/{id}/repertoire-only": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Take only songs from the repertoire at this show, or any song */
        put: operations["putSessionsLiveIdRepertoireOnly"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/live/{id}/fans-back-songs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Let fans see tonight's songs with their counts and back them (+1), or not */
        put: operations["putSessionsLiveIdFansBackSongs"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/live/{id}/request-limit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Cap the requests of a show, or remove the cap */
        put: operations["putSessionsLiveIdRequestLimit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/live/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take requests again after a pause */
        post: operations["postSessionsLiveIdResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/live/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The live session and its request queue */
        get: operations["getSessionsLiveRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/live/requests/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The request queue pushed as it changes (a snapshot first; Last-Event-ID resumes) */
        get: operations["getSessionsLiveRequestsStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/live/{id}/now-playing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Play a request now (accepting it if it was new) */
        post: operations["postSessionsLiveIdNowPlaying"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/live/{id}/requests/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept, play or decline several requests as one action (skipping those that cannot move) */
        post: operations["postSessionsLiveIdRequestsStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/live/{id}/next": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark the song playing now played and start the first of Up Next */
        post: operations["postSessionsLiveIdNext"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/live/{id}/queue-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Order Up Next by arrival, premium first, tip or how many asked */
        put: operations["putSessionsLiveIdQueueOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/live/{id}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take back the last stage action */
        post: operations["postSessionsLiveIdUndo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/requests/{id}/block-device": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refuse the phone behind a request for the rest of the show (Undo takes it back) */
        post: operations["postRequestsIdBlockDevice"];
        /** Take requests from the phone behind a request again (Undo blocks it again) */
        delete: operations["deleteRequestsIdBlockDevice"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/live/{id}/blocked-phones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The phones blocked at the show, each with what it asked for (newest block first) */
        get: operations["getSessionsLiveIdBlockedPhones"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/live/{id}/screen-fans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Show fans’ names and messages on the venue screen for this show, or not */
        put: operations["putSessionsLiveIdScreenFans"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/screen/{qrCodeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the venue screen shows: the musician, now playing, up next, requested tonight */
        get: operations["getScreenQrCodeId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/screen/{qrCodeId}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The venue screen pushed as it changes (the whole state each time) */
        get: operations["getScreenQrCodeIdStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The musician’s past shows, newest first, 100 a page, with their requests and tips */
        get: operations["getSessionsHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/history/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One show’s summary (figures, top songs, busiest quarter-hour) and its requests */
        get: operations["getSessionsHistoryId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/history/{id}/requests.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One show’s requests as CSV, for a spreadsheet */
        get: operations["getSessionsHistoryIdRequestsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/{sessionId}/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a song at a live show (no account); 202 when a tip or price is paid first
         * @description With an `Idempotency-Key` header, a retry of the same key from the same phone answers 200 with the request the first send made (or 202 with its checkout, while it is being paid) instead of making a second one.
         */
        post: operations["postSessionsSessionIdRequests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/{sessionId}/my-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This phone's own requests to a show and where each stands (no account) */
        get: operations["getSessionsSessionIdMyRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/{sessionId}/my-requests/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This phone's own requests pushed as they change (the whole list each time) */
        get: operations["getSessionsSessionIdMyRequestsStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/requests/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Accept, play or decline a request */
        put: operations["putRequestsIdStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/{sessionId}/songs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tonight's songs at a show with how many asked, and this phone's +1s (titles only) */
        get: operations["getSessionsSessionIdSongs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/{sessionId}/backings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Back a song of tonight's list (+1): a request for it from this phone, one per song */
        post: operations["postSessionsSessionIdBackings"];
        /** Take back this phone’s +1 for a song while its request is still waiting */
        delete: operations["deleteSessionsSessionIdBackings"];
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
        /** The server's VAPID public key, which a browser subscribes to push with */
        get: operations["getPushPublicKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/{sessionId}/push-subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buzz this phone when one of its songs at the show is up next and when it is playing (Web Push)
         * @description The body is the browser’s PushSubscription (`toJSON()`). The phone’s device cookie ties it to the phone’s requests; it is deleted when the show ends. 201 when new, 200 when this phone had it already.
         */
        post: operations["postSessionsSessionIdPushSubscriptions"];
        /** Stop buzzing this phone for the show (its subscription with this endpoint) */
        delete: operations["deleteSessionsSessionIdPushSubscriptions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/{qrCodeId}/push-followers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buzz this browser when the musician goes live (Web Push)
         * @description The body is the browser’s PushSubscription (`toJSON()`). 201 when new, 200 when it followed already.
         */
        post: operations["postMusiciansQrCodeIdPushFollowers"];
        /** Stop buzzing this browser when the musician goes live */
        delete: operations["deleteMusiciansQrCodeIdPushFollowers"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/{qrCodeId}/followers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Follow a musician by e-mail: a confirmation link is sent first (the same answer for any address) */
        post: operations["postMusiciansQrCodeIdFollowers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/followers/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a follow with the signed token of its confirmation e-mail */
        post: operations["postFollowersConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/followers/unfollow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unfollow with the signed token of any follower e-mail (one click, no sign-in) */
        post: operations["postFollowersUnfollow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/me/followers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many fans follow the musician, by e-mail and by push */
        get: operations["getMusiciansMeFollowers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/me/followers/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the musician’s followers are told, and at most how often */
        get: operations["getMusiciansMeFollowersSettings"];
        /** Choose what followers are told (going live, new gigs) and at most how often */
        put: operations["putMusiciansMeFollowersSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/me/followers.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The followers who confirmed their address, as CSV */
        get: operations["getMusiciansMeFollowersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/repertoire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The musician’s repertoire, by title */
        get: operations["getMusiciansRepertoire"];
        put?: never;
        /** Add a song to the repertoire */
        post: operations["postMusiciansRepertoire"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/repertoire/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a song of the repertoire */
        put: operations["putMusiciansRepertoireId"];
        post?: never;
        /** Remove a song from the repertoire */
        delete: operations["deleteMusiciansRepertoireId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/repertoire/{id}/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Open a song to requests, or close it */
        put: operations["putMusiciansRepertoireIdOpen"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/repertoire/import/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read a CSV of songs and say what importing it would do, line by line (saves nothing) */
        post: operations["postMusiciansRepertoireImportPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/repertoire/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import a CSV of songs: every good line is added, duplicates and errors are reported */
        post: operations["postMusiciansRepertoireImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/repertoire.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The repertoire as CSV, in the columns an import reads */
        get: operations["getMusiciansRepertoireCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/setlists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The act’s setlists, last changed first */
        get: operations["getMusiciansSetlists"];
        put?: never;
        /** Create a setlist (one empty "Set 1" unless sets are given) */
        post: operations["postMusiciansSetlists"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/setlists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One setlist: its sets, songs in order, version and gigs */
        get: operations["getMusiciansSetlistsId"];
        /** Save the whole setlist (name, sets, songs in order); a save of an older version than the stored one is refused */
        put: operations["putMusiciansSetlistsId"];
        post?: never;
        /** Delete a setlist; gigs it was planned for keep none */
        delete: operations["deleteMusiciansSetlistsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/setlists/{id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copy a setlist as it is now, named "… (copy)" */
        post: operations["postMusiciansSetlistsIdDuplicate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/schedule/{id}/setlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Plan one of the act’s setlists for a gig, or (null) none */
        put: operations["putSessionsScheduleIdSetlist"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/request-checkouts/{checkoutId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where a fan’s paid request stands, by its checkout token */
        get: operations["getRequestCheckoutsCheckoutId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/request-checkouts/{checkoutId}/receipt-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Where to send the fan’s receipt (optional; used for nothing else) */
        put: operations["putRequestCheckoutsCheckoutIdReceiptEmail"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/stripe-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The payment provider and its publishable key (null on the local test provider) */
        get: operations["getPaymentsStripeKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/local/{paymentId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** TEST MODE: pay with a test card on the local provider */
        post: operations["postPaymentsLocalPaymentIdConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/local/{paymentId}/authenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** TEST MODE: approve or fail a card’s second step */
        post: operations["postPaymentsLocalPaymentIdAuthenticate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/songs/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Song suggestions for the request form */
        get: operations["getSongsSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/songs/trending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The most requested songs on the platform */
        get: operations["getSongsTrending"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The musician’s own profile, settings and what it still lacks */
        get: operations["getMusiciansProfile"];
        /** Update the profile (fields left out stay as they are) */
        put: operations["putMusiciansProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/profile/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the profile photo (multipart, field `photo`, at most 5 MB) */
        post: operations["postMusiciansProfilePhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/upcoming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The musician’s upcoming gigs, soonest first */
        get: operations["getSessionsUpcoming"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Schedule a gig, or with `repeat` a series of gigs (its dates up to a year ahead) */
        post: operations["postSessionsSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/schedule/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a scheduled gig; a series date alone (scope=this) or with the dates after it (scope=following) */
        put: operations["putSessionsScheduleId"];
        post?: never;
        /** Delete a gig; a series date is cancelled alone (scope=this) or with the dates after it (scope=following) */
        delete: operations["deleteSessionsScheduleId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/me/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The act’s public and private calendar feed addresses (the private one is made on first ask) */
        get: operations["getMusiciansMeCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/me/calendar/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new private feed address: every copy of the old one stops working at once */
        post: operations["postMusiciansMeCalendarReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plan’s invoices and credit notes, newest first */
        get: operations["getSubscriptionsInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One invoice or credit note, with the platform’s and the musician’s details, to print */
        get: operations["getSubscriptionsInvoicesId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/me/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A statement of a tax year (period=2026-27) or a month (period=2026-11), UK time, from the ledger */
        get: operations["getMusiciansMeStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/me/statement.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The same statement as CSV: one row per ledger movement with the running balance */
        get: operations["getMusiciansMeStatementCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/data-export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest export of my data: being prepared, ready (link e-mailed), used or expired */
        get: operations["getUsersDataExport"];
        put?: never;
        /** Ask for a ZIP of all my data, e-mailed as a one-time link (one a day; needs a fresh step-up) */
        post: operations["postUsersDataExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-export/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The e-mailed link: the ZIP of my data, once, within 24 hours */
        get: operations["getDataExportToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/venues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The musician’s saved venues, most used first */
        get: operations["getMusiciansVenues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/venues/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Venue suggestions: the musician’s saved venues, then the platform’s */
        get: operations["getVenuesSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/venues/increment-usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Count a use of a venue (saving it when new) */
        post: operations["postVenuesIncrementUsage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/acts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The acts the signed-in person is a member of, and the one this device works in */
        get: operations["getMusiciansActs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/current-act": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Switch the act this device works in (one of the person’s current memberships) */
        put: operations["putMusiciansCurrentAct"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/act": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The act this device works in and its members, as every member may see them (no e-mail addresses) */
        get: operations["getMusiciansAct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/act/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The act’s current members and pending invitations */
        get: operations["getMusiciansActMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/act/former-members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The act’s former members, when each left and the balance each keeps in the act (pence) */
        get: operations["getMusiciansActFormerMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/act/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite a person by e-mail with a role (the link goes by e-mail, valid 7 days, once) */
        post: operations["postMusiciansActInvitations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/act/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraw an invitation not yet accepted */
        delete: operations["deleteMusiciansActInvitationsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/act/members/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a member’s role */
        put: operations["putMusiciansActMembersIdRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/act/shares": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save every current member’s share of the tips (basis points adding up to 10,000; crew 0) */
        put: operations["putMusiciansActShares"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/act/members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a member from the act */
        delete: operations["deleteMusiciansActMembersId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/act/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leave the act this device works in */
        post: operations["postMusiciansActLeave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/acts/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join an act from an invitation link, signed in with the address it was sent to */
        post: operations["postActsInvitationsAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The musician’s inbox, newest first */
        get: operations["getMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark a message read */
        put: operations["putMessagesIdRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}/star": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Star or unstar a message */
        put: operations["putMessagesIdStar"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Archive or unarchive a message */
        put: operations["putMessagesIdArchive"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a message */
        delete: operations["deleteMessagesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/privacy-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save the privacy toggles */
        put: operations["putMusiciansPrivacySettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/notification-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save the e-mail notification toggles */
        put: operations["putMusiciansNotificationSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/earnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One’s own tips earned, withdrawn and available in the act, in pence */
        get: operations["getMusiciansEarnings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/earnings/acts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One’s own balance in each act one is or was a member of (a left act’s balance stays) */
        get: operations["getMusiciansEarningsActs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask to withdraw an amount of the available tips (pence) */
        post: operations["postMusiciansWithdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/pricing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The musician’s request prices and suggested tips */
        get: operations["getMusiciansPricing"];
        /** Set request prices and suggested tips */
        put: operations["putMusiciansPricing"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One’s own withdrawal requests from the act, newest first */
        get: operations["getMusiciansWithdrawals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/payout-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where withdrawals are paid, and what is still missing before they can be */
        get: operations["getMusiciansPayoutAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/payout-account/test-bank": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** TEST MODE (local provider): pay withdrawals to a test bank account */
        put: operations["putMusiciansPayoutAccountTestBank"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/payout-account/onboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe: create the Express account if needed and return a fresh onboarding link */
        post: operations["postMusiciansPayoutAccountOnboarding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/payout-account/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe: read the account again (back from onboarding, before its webhook) */
        post: operations["postMusiciansPayoutAccountRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/subscription/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The musician’s plan, trial and billing */
        get: operations["getMusiciansSubscriptionStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/subscription/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The subscription’s payments, newest first */
        get: operations["getMusiciansSubscriptionPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/subscription/create-checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start paying for a plan: the checkout page to open */
        post: operations["postMusiciansSubscriptionCreateCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/subscription/setup-intent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start saving a card: the secret the card form confirms */
        post: operations["postMusiciansSubscriptionSetupIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/subscription/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop renewing at the period’s end */
        post: operations["postMusiciansSubscriptionCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/subscription/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Keep renewing after a cancel */
        post: operations["postMusiciansSubscriptionReactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/subscription/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund the first payment within 30 days and end the plan */
        post: operations["postMusiciansSubscriptionRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/subscription/payment-method": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove the saved card */
        delete: operations["deleteMusiciansSubscriptionPaymentMethod"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/local-checkout/{checkoutId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** TEST MODE: a local checkout page */
        get: operations["getSubscriptionsLocalCheckoutCheckoutId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/local-checkout/{checkoutId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** TEST MODE: pay a local checkout with a test card */
        post: operations["postSubscriptionsLocalCheckoutCheckoutIdConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/musicians/subscription/local-card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** TEST MODE: save a test card */
        post: operations["postMusiciansSubscriptionLocalCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/money": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The platform’s money by day or week (pence): tips, fees, refunds, disputes, payouts, subscriptions */
        get: operations["getAdminReportsMoney"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/money.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The money report as CSV (pence), one row per day or week and a total */
        get: operations["getAdminReportsMoneyCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Platform figures for the overview */
        get: operations["getAdminStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Accounts, searched by e-mail or stage name, 25 a page */
        get: operations["getAdminUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account (a temporary password when none is given) */
        post: operations["postAdminUsersCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/toggle-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Deactivate or reactivate an account */
        put: operations["putAdminUsersIdToggleStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an account and everything it owns */
        delete: operations["deleteAdminUsersId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/grant-free-subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give a musician lifetime free access */
        post: operations["postAdminUsersIdGrantFreeSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/revoke-free-subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take lifetime free access back (a trial starts) */
        post: operations["postAdminUsersIdRevokeFreeSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/send-password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail the account a one-hour password reset link (audited) */
        post: operations["postAdminUsersIdSendPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/data-export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a “Download my data” export for the account: the link goes to its owner (audited) */
        post: operations["postAdminUsersIdDataExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/reset-second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove a musician’s second factors after they proved who they are (audited) */
        post: operations["postAdminUsersIdResetSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/gift-membership": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a click of Gift membership (spec 2: it only logs) */
        post: operations["postAdminUsersIdGiftMembership"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One user: profile, shows, tips, refunds, withdrawals, subscription payments and ledger (newest 50 each) */
        get: operations["getAdminUsersIdDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tips/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund a tip to the fan, in full or in part, with a reason */
        post: operations["postAdminTipsIdRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tips": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every paid tip, newest first, 25 a page: searched by days, amount, musician, receipt reference or receipt address */
        get: operations["getAdminTips"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every withdrawal request, pending first */
        get: operations["getAdminWithdrawals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/withdrawals/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending withdrawal */
        post: operations["postAdminWithdrawalsIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/withdrawals/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending withdrawal */
        post: operations["postAdminWithdrawalsIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/withdrawals/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send an approved withdrawal again, or read its payout again (same transfer, never a second) */
        post: operations["postAdminWithdrawalsIdSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/venues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The platform’s venue database */
        get: operations["getAdminVenues"];
        put?: never;
        /** Add a venue */
        post: operations["postAdminVenues"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/venues/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a venue */
        put: operations["putAdminVenuesId"];
        post?: never;
        /** Delete a venue */
        delete: operations["deleteAdminVenuesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/venues/{id}/toggle-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Hide a venue from suggestions, or show it again */
        put: operations["putAdminVenuesIdToggleStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sessions/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live and paused shows now */
        get: operations["getAdminSessionsLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sessions/live/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pause a live show (the musician resumes it) */
        post: operations["postAdminSessionsLiveIdPause"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sessions/live/{id}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End a live show */
        post: operations["postAdminSessionsLiveIdEnd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sessions/scheduled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every scheduled gig */
        get: operations["getAdminSessionsScheduled"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sessions/scheduled/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a scheduled gig */
        put: operations["putAdminSessionsScheduledId"];
        post?: never;
        /** Delete a scheduled gig */
        delete: operations["deleteAdminSessionsScheduledId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/songs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The song catalogue, searched */
        get: operations["getAdminSongs"];
        put?: never;
        /** Add a song to the catalogue */
        post: operations["postAdminSongs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/songs/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Catalogue totals and the most requested songs */
        get: operations["getAdminSongsStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/songs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Correct a song’s title or artist */
        put: operations["putAdminSongsId"];
        post?: never;
        /** Delete a song from the catalogue */
        delete: operations["deleteAdminSongsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/songs/{id}/hidden": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Hide a song from suggestions, or show it again */
        put: operations["putAdminSongsIdHidden"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/songs/{id}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Merge a duplicate song into another */
        post: operations["postAdminSongsIdMerge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Musicians’ subscriptions: searched by stage name or e-mail, filtered by status, 25 a page */
        get: operations["getAdminSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscriptions/extend-trial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add days to a musician’s trial */
        post: operations["postAdminSubscriptionsExtendTrial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscriptions/{subscriptionId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a subscription at once */
        post: operations["postAdminSubscriptionsSubscriptionIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscriptions/{subscriptionId}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund the last payment and cancel */
        post: operations["postAdminSubscriptionsSubscriptionIdRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscriptions/{subscriptionId}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The payment provider’s record of a subscription */
        get: operations["getAdminSubscriptionsSubscriptionIdDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How the platform is used, per day: requests, tips, fees, payouts, active musicians, sign-ups, trials, MRR, churn */
        get: operations["getAdminReportsAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/analytics.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The analytics as CSV (amounts in pence), one row per day */
        get: operations["getAdminReportsAnalyticsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The platform settings */
        get: operations["getAdminSettings"];
        /** Save the platform settings */
        put: operations["putAdminSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/maintenance-mode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn maintenance mode on or off */
        post: operations["postAdminMaintenanceMode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The administrators’ audit log, newest first, 50 a page */
        get: operations["getAdminAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop marketing e-mail, with the signed token of an e-mail’s link */
        post: operations["postEmailUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/unsubscribe/one-click": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One-click unsubscribe from marketing e-mail (List-Unsubscribe-Post, RFC 8058) */
        post: operations["postEmailUnsubscribeOneClick"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/followers/unfollow/one-click": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One-click unfollow from a follower e-mail (List-Unsubscribe-Post, RFC 8058) */
        post: operations["postFollowersUnfollowOneClick"];
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
        ApiError: {
            /** @description A message a person can read; it may be reworded, so never compare it. */
            error: string;
            /**
             * @description A stable machine code; clients branch on it, never on the message. `bad_request`: The request was refused as it stands; the message says why. `validation_failed`: One or more fields are invalid; `details` names each. `invalid_json`: The body is not valid JSON. `bad_url`: The URL is malformed. `not_signed_in`: Not signed in, or the session has ended. `forbidden`: Signed in, but not allowed to do this. `foreign_origin`: A request from another site was refused. `not_found`: Nothing with that id, or not visible to you. `conflict`: The resource is not in a state that allows this. `payment_failed`: The card was declined. `body_too_large`: The body is larger than the operation accepts. `unsupported_media_type`: The body is in a media type the operation does not accept. `rate_limited`: Too many requests; try again later. `server_error`: Something failed on our side; nothing was changed. `unavailable`: A service this needs is busy or unreachable; try again shortly. `maintenance`: The platform is down for maintenance (Retry-After says when to look again). `invalid_credentials`: The e-mail and password do not match an account. `account_deactivated`: The account has been deactivated. `account_locked`: Too many failed sign-ins: the account is locked for a while. `email_taken`: An account with this e-mail already exists. `signups_disabled`: New sign-ups are paused. `musician_only`: The area is for musician accounts. `reset_link_invalid`: The password reset link is invalid, used or expired. `password_wrong`: The password given to confirm is wrong. `second_factor_required`: A second-factor code is needed to sign in. `second_factor_wrong`: The second-factor code is wrong or already used. `second_factor_setup_required`: An administrator must set up a second factor first. `step_up_required`: This change needs the second factor again (a fresh step-up). `too_many_codes`: Too many wrong codes: wait before trying again. `passkey_failed`: The passkey could not be verified. `password_not_set`: The account signs in with Google only: set a password first. `password_required`: This change needs the account’s password, and none was given. `second_factor_already_on`: That second factor is already set up. `second_factor_not_set_up`: There is no second factor (of that kind) to use, confirm or remove yet. `last_second_factor`: An administrator’s last second factor cannot be removed. `google_sign_in_failed`: Signing in with Google did not complete (a stale or forged answer): start again. `google_account_linked_elsewhere`: The account with this e-mail is linked to another Google account. `session_not_live`: The show is not live (ended, or no such show). `requests_paused`: The show has paused requests. `device_blocked`: The musician is not taking requests from this phone. `show_full`: The show has taken all the requests it will. `not_in_repertoire`: The show takes songs from its repertoire only, and this is not one. `same_song_recently`: This phone asked for the same song a moment ago. `premium_not_offered`: The show does not offer premium requests. `idempotency_key_reused`: The Idempotency-Key was used for a different request. `backing_off`: The show does not take backing of waiting songs (turned off, or requests are priced). `already_backed`: This phone already backs that song. `request_not_waiting`: The song is no longer waiting (played, declined or withdrawn). `tip_not_paid`: The tip has not been paid, so there is no receipt. `push_unavailable`: The server has no Web Push keys (PostgreSQL without VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY). `push_endpoint_refused`: The subscription’s endpoint is not a push service the server sends to. `push_keys_invalid`: The subscription’s p256dh key is not a P-256 public key. `push_nothing_requested`: This phone has sent no request to the show, so there is nothing to buzz it about. `push_not_subscribed`: This phone has no such push subscription for the show. `profile_incomplete`: The profile needs a bio and a music style before going live. `already_live`: The musician already has a live show. `session_ended`: The show has ended. `invalid_transition`: The request cannot move to that status from its current one. `no_phone_to_block`: The request was made before phones carried an id: there is no phone to block or unblock. `session_not_active`: The show is not taking requests now, so it cannot be paused. `session_not_paused`: The show is not paused, so it cannot be resumed. `end_before_start`: The planned end time is not after the start time. `repertoire_empty`: Requests cannot be limited to the repertoire while it is empty. `nothing_up_next`: There is no song playing or waiting to move on to. `nothing_to_undo`: There is nothing to undo. `repertoire_full`: The repertoire holds as many songs as it may. `duplicate_song`: That song (title and artist) is already listed. `csv_empty`: The CSV file has no songs in it. `csv_too_many_lines`: The CSV file has more lines than one import takes. `gig_date_in_past`: A gig cannot be put on a date that has passed. `gig_repeat_invalid`: The repeat does not fit: it ends before it starts or too far ahead, or the gig is not part of a series. `unknown_venue`: No such venue (or it is no longer listed). `not_an_image`: The file is not a JPEG, PNG or WebP picture. `image_too_large`: The picture is larger than the upload limit. `follow_link_invalid`: The follow confirmation or stop link is unknown or used. `subscription_required`: An active subscription or trial is needed for this. `already_subscribed`: The musician already has an active plan. `password_change_required`: An administrator made with Add User must choose a new password first. `lifetime_access`: The musician has lifetime (free) access: there is no plan to change. `no_card_to_remove`: There is no card on the trial to remove. `not_cancellable`: Only an active plan can be cancelled. `not_reactivatable`: Only a plan that is cancelling can be taken back. `nothing_to_refund`: There is no paid first payment to refund. `checkout_closed`: The checkout was already completed or abandoned. `not_a_member`: Not a current member of any act (or not of the one named). `act_role_not_allowed`: Your role in the act does not allow this. `unknown_role`: The role is not leader, member or crew. `invitation_not_valid`: The invitation link is unknown, used, expired, withdrawn or for another address. `already_a_member`: The person is already a current member of the act. `act_needs_leader`: The change would leave the act without a leader. `shares_must_total_100`: The current members’ shares would not add up to 100 % (crew hold none). `setlist_changed`: Another device saved the setlist since this one loaded it: load it again, then redo the change. `setlist_limit`: The act keeps as many setlists as it may: delete one first. `unsubscribe_link_invalid`: The one-click unsubscribe address is forged, damaged or already used. `export_daily_limit`: One data export a day (UTC days): Retry-After and the message say when the next may be asked for. `export_link_invalid`: The data export link is unknown, already used or expired (links work once, for 24 hours). `refund_collided`: Another refund of the same tip was made at the same moment; this one was not made. `withdrawal_below_minimum`: The amount is below the minimum withdrawal. `withdrawal_above_maximum`: The amount is above the maximum withdrawal. `insufficient_funds`: The amount is more than is available to withdraw. `withdrawal_not_pending`: The withdrawal has already been decided. `withdrawal_in_progress`: A withdrawal is on its way: the account cannot be deleted until it lands. `payouts_not_enabled`: Payouts are not set up for this account yet. `refund_not_possible`: The tip was not paid through the payment provider, so it cannot be refunded here. `already_refunded`: The tip has been refunded in full already. `refund_too_much`: The amount is more than is left to refund of the tip. `date_range_invalid`: The date range is backwards, in the future, too long or older than what is kept.
             * @enum {string}
             */
            code: "bad_request" | "validation_failed" | "invalid_json" | "bad_url" | "not_signed_in" | "forbidden" | "foreign_origin" | "not_found" | "conflict" | "payment_failed" | "body_too_large" | "unsupported_media_type" | "rate_limited" | "server_error" | "unavailable" | "maintenance" | "invalid_credentials" | "account_deactivated" | "account_locked" | "email_taken" | "signups_disabled" | "musician_only" | "reset_link_invalid" | "password_wrong" | "second_factor_required" | "second_factor_wrong" | "second_factor_setup_required" | "step_up_required" | "too_many_codes" | "passkey_failed" | "password_not_set" | "password_required" | "second_factor_already_on" | "second_factor_not_set_up" | "last_second_factor" | "google_sign_in_failed" | "google_account_linked_elsewhere" | "session_not_live" | "requests_paused" | "device_blocked" | "show_full" | "not_in_repertoire" | "same_song_recently" | "premium_not_offered" | "idempotency_key_reused" | "backing_off" | "already_backed" | "request_not_waiting" | "tip_not_paid" | "push_unavailable" | "push_endpoint_refused" | "push_keys_invalid" | "push_nothing_requested" | "push_not_subscribed" | "profile_incomplete" | "already_live" | "session_ended" | "invalid_transition" | "no_phone_to_block" | "session_not_active" | "session_not_paused" | "end_before_start" | "repertoire_empty" | "nothing_up_next" | "nothing_to_undo" | "repertoire_full" | "duplicate_song" | "csv_empty" | "csv_too_many_lines" | "gig_date_in_past" | "gig_repeat_invalid" | "unknown_venue" | "not_an_image" | "image_too_large" | "follow_link_invalid" | "subscription_required" | "already_subscribed" | "password_change_required" | "lifetime_access" | "no_card_to_remove" | "not_cancellable" | "not_reactivatable" | "nothing_to_refund" | "checkout_closed" | "not_a_member" | "act_role_not_allowed" | "unknown_role" | "invitation_not_valid" | "already_a_member" | "act_needs_leader" | "shares_must_total_100" | "setlist_changed" | "setlist_limit" | "unsubscribe_link_invalid" | "export_daily_limit" | "export_link_invalid" | "refund_collided" | "withdrawal_below_minimum" | "withdrawal_above_maximum" | "insufficient_funds" | "withdrawal_not_pending" | "withdrawal_in_progress" | "payouts_not_enabled" | "refund_not_possible" | "already_refunded" | "refund_too_much" | "date_range_invalid";
            /** @description Each invalid field (400 `validation_failed`). */
            details?: {
                path: string;
                message: string;
            }[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
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
                        status: "ok";
                        /** @enum {string} */
                        database: "sqlite" | "postgres";
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "unavailable";
                        error: string;
                        /** @enum {string} */
                        code: "unavailable";
                    };
                };
            };
        };
    };
    postAuthSignup: {
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
                    stageName: string;
                    invitationToken?: string;
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
                        user: {
                            id: number;
                            email: string;
                            /** @enum {string} */
                            user_type: "musician" | "fan" | "admin";
                            stage_name: string | null;
                            qr_code_id: string | null;
                            created_at: string;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). Codes: `signups_disabled`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. Codes: `invitation_not_valid`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `email_taken`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later (`rate_limited`, or `account_locked`, `too_many_codes`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthSignin: {
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
                    code?: string;
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
                        user: {
                            id: number;
                            email: string;
                            /** @enum {string} */
                            user_type: "musician" | "fan" | "admin";
                            stage_name: string | null;
                            qr_code_id: string | null;
                            created_at: string;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). Codes: `invalid_credentials`, `second_factor_required`, `second_factor_wrong`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). Codes: `account_deactivated`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later (`rate_limited`, or `account_locked`, `too_many_codes`). Codes: `account_locked`, `too_many_codes`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthSignout: {
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
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAuthMe: {
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
                        user: {
                            id: number;
                            email: string;
                            /** @enum {string} */
                            user_type: "musician" | "fan" | "admin";
                            stage_name: string | null;
                            qr_code_id: string | null;
                            created_at: string;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAuthSession: {
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
                        user: {
                            id: number;
                            email: string;
                            /** @enum {string} */
                            user_type: "musician" | "fan" | "admin";
                            stage_name: string | null;
                            qr_code_id: string | null;
                            created_at: string;
                        } | null;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getUsersMe: {
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
                        local_user: {
                            email: string;
                            user_type: string;
                            created_at: string;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
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
                    current_password: string;
                    new_password: string;
                    confirm_password?: string;
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
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `password_not_set`, `password_wrong`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getUsersDeleteAccount: {
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
                        available_balance: number;
                        pending_withdrawals: {
                            count: number;
                            amount: number;
                        };
                        active_plan: {
                            status: string;
                            plan: ("monthly" | "yearly") | null;
                            amount: number;
                        } | null;
                        has_password: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteUsersDeleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
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
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `password_not_set`, `password_required`, `password_wrong`, `second_factor_required`, `second_factor_wrong`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `withdrawal_in_progress`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later (`rate_limited`, or `account_locked`, `too_many_codes`). Codes: `too_many_codes`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthForgotPassword: {
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
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later (`rate_limited`, or `account_locked`, `too_many_codes`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    new_password: string;
                    confirm_password?: string;
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
                        success: boolean;
                        message: string;
                        /** @enum {string} */
                        sign_in_path: "/" | "/admin";
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `reset_link_invalid`, `account_deactivated`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later (`rate_limited`, or `account_locked`, `too_many_codes`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getOauthGoogleStatus: {
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
                        enabled: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getOauthGoogleRedirectUrl: {
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
                        redirectUrl: string;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later (`rate_limited`, or `account_locked`, `too_many_codes`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postSessions: {
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
                    state: string;
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
                        user: {
                            id: number;
                            email: string;
                            /** @enum {string} */
                            user_type: "musician" | "fan" | "admin";
                            stage_name: string | null;
                            qr_code_id: string | null;
                            created_at: string;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `google_sign_in_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). Codes: `account_deactivated`, `signups_disabled`, `second_factor_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `google_account_linked_elsewhere`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later (`rate_limited`, or `account_locked`, `too_many_codes`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getLogout: {
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
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminLogin: {
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
                    code?: string;
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
                        success: boolean;
                        admin: {
                            id: number;
                            email: string;
                            must_change_password: boolean;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). Codes: `invalid_credentials`, `second_factor_required`, `second_factor_wrong`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). Codes: `account_deactivated`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later (`rate_limited`, or `account_locked`, `too_many_codes`). Codes: `account_locked`, `too_many_codes`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminVerify: {
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
                        admin: {
                            id: number;
                            email: string;
                            must_change_password: boolean;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminChangePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password: string;
                    new_password: string;
                    confirm_password?: string;
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
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `password_not_set`, `password_wrong`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminLogout: {
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
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAuthSecondFactor: {
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
                        totp_enabled: boolean;
                        recovery_codes_left: number;
                        passkeys: {
                            id: number;
                            name: string;
                            created_at: string;
                            last_used_at: string | null;
                        }[];
                        is_required: boolean;
                        stepped_up_until: string | null;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthSecondFactorTotp: {
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
                        secret: string;
                        otpauth_url: string;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `second_factor_already_on`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAuthSecondFactorTotp: {
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
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `second_factor_not_set_up`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `last_second_factor`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthSecondFactorTotpConfirm: {
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
                        recovery_codes: string[];
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `second_factor_not_set_up`, `second_factor_wrong`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `second_factor_already_on`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later (`rate_limited`, or `account_locked`, `too_many_codes`). Codes: `too_many_codes`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthSecondFactorRecoveryCodes: {
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
                        recovery_codes: string[];
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `second_factor_not_set_up`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthStepUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code?: string;
                    password?: string;
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
                        /** @enum {boolean} */
                        success: true;
                        stepped_up_until: string;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `second_factor_required`, `second_factor_wrong`, `password_not_set`, `password_required`, `password_wrong`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later (`rate_limited`, or `account_locked`, `too_many_codes`). Codes: `too_many_codes`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAuthDevices: {
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
                        devices: {
                            id: number;
                            device: string;
                            signed_in_at: string;
                            last_seen_at: string;
                            is_current: boolean;
                        }[];
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAuthDevicesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAuthSecurityLog: {
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
                        entries: {
                            action: string;
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminSecondFactor: {
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
                        totp_enabled: boolean;
                        recovery_codes_left: number;
                        passkeys: {
                            id: number;
                            name: string;
                            created_at: string;
                            last_used_at: string | null;
                        }[];
                        is_required: boolean;
                        stepped_up_until: string | null;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminSecondFactorTotp: {
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
                        secret: string;
                        otpauth_url: string;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `second_factor_already_on`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAdminSecondFactorTotp: {
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
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `second_factor_not_set_up`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `last_second_factor`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminSecondFactorTotpConfirm: {
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
                        recovery_codes: string[];
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `second_factor_not_set_up`, `second_factor_wrong`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `second_factor_already_on`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later (`rate_limited`, or `account_locked`, `too_many_codes`). Codes: `too_many_codes`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminSecondFactorRecoveryCodes: {
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
                        recovery_codes: string[];
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `second_factor_not_set_up`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminStepUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code?: string;
                    password?: string;
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
                        /** @enum {boolean} */
                        success: true;
                        stepped_up_until: string;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `second_factor_required`, `second_factor_wrong`, `password_not_set`, `password_required`, `password_wrong`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later (`rate_limited`, or `account_locked`, `too_many_codes`). Codes: `too_many_codes`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminDevices: {
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
                        devices: {
                            id: number;
                            device: string;
                            signed_in_at: string;
                            last_seen_at: string;
                            is_current: boolean;
                        }[];
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAdminDevicesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthPasskeysOptions: {
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
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthPasskeys: {
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
                    response: {
                        [key: string]: unknown;
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
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `passkey_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAuthPasskeysId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `last_second_factor`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    patchAuthPasskeysId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthStepUpPasskeyOptions: {
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
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `second_factor_not_set_up`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthStepUpPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    response: {
                        [key: string]: unknown;
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
                        /** @enum {boolean} */
                        success: true;
                        stepped_up_until: string;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `passkey_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthSigninPasskeyOptions: {
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
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthSigninPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    response: {
                        [key: string]: unknown;
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
                        user: {
                            id: number;
                            email: string;
                            /** @enum {string} */
                            user_type: "musician" | "fan" | "admin";
                            stage_name: string | null;
                            qr_code_id: string | null;
                            created_at: string;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `passkey_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). Codes: `passkey_failed`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). Codes: `account_deactivated`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later (`rate_limited`, or `account_locked`, `too_many_codes`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminPasskeysOptions: {
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
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminPasskeys: {
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
                    response: {
                        [key: string]: unknown;
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
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `passkey_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAdminPasskeysId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `last_second_factor`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    patchAdminPasskeysId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminStepUpPasskeyOptions: {
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
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `second_factor_not_set_up`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminStepUpPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    response: {
                        [key: string]: unknown;
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
                        /** @enum {boolean} */
                        success: true;
                        stepped_up_until: string;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `passkey_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminLoginPasskeyOptions: {
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
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminLoginPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    response: {
                        [key: string]: unknown;
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
                        user: {
                            id: number;
                            email: string;
                            /** @enum {string} */
                            user_type: "musician" | "fan" | "admin";
                            stage_name: string | null;
                            qr_code_id: string | null;
                            created_at: string;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `passkey_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). Codes: `passkey_failed`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). Codes: `account_deactivated`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later (`rate_limited`, or `account_locked`, `too_many_codes`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSessionsActive: {
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
                        id: number;
                        stage_name: string;
                        profile_photo_url: string | null;
                        bio: string | null;
                        venue_name: string;
                        session_name: string;
                        started_at: string;
                        instagram_handle: string | null;
                        qr_code_id: string;
                        requests_paused: boolean;
                        repertoire_only: boolean;
                    }[];
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSessionsActiveStream: {
        parameters: {
            query?: {
                my_requests?: number;
                songs?: number;
                lastEventId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Events `snapshot`, `session.started`, `session.updated`, `session.paused`, `session.resumed`, `session.ended`, as JSON data; `my-requests` and `show-songs` when asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later (`rate_limited`, or `account_locked`, `too_many_codes`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSessionsScheduledPublic: {
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
                        id: number;
                        venue_name: string;
                        session_name: string | null;
                        location_address: string | null;
                        scheduled_date: string;
                        scheduled_start_time: string;
                        scheduled_end_time: string | null;
                        is_publicly_visible: number;
                        stage_name: string;
                        profile_photo_url: string | null;
                        instagram_handle: string | null;
                        qr_code_id: string;
                    }[];
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMusiciansQrCodeIdGigsIcs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                qrCodeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/calendar, one VEVENT per gig, times in UTC */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description The copy the calendar app already has is current (If-None-Match): no body */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSessionsScheduledIdCalendarIcs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/calendar with one VEVENT */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCalendarsToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/calendar, one VEVENT per gig, times in UTC */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description The copy the calendar app already has is current (If-None-Match): no body */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMusiciansQrCodeId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                qrCodeId: string;
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
                        musician: {
                            stage_name: string;
                            bio: string | null;
                            profile_photo_url: string | null;
                            instagram_handle: string | null;
                            website_url: string | null;
                            music_styles: string;
                            favorite_singers: string;
                            total_requests_received: number;
                            total_tips_earned: number;
                            public_profile_enabled: boolean;
                            allow_direct_messages: boolean;
                            qr_code_id: string;
                            suggested_tips: number[];
                            request_prices: {
                                standard: number;
                                premium: number;
                            } | null;
                        };
                        active_session: {
                            id: number;
                            venue_name: string;
                            session_name: string;
                            started_at: string;
                            requests_paused: boolean;
                            repertoire_only: boolean;
                        } | null;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postMessagesSend: {
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
                    email: string;
                    subject?: string | null;
                    message: string;
                    qr_code_id: string;
                    artist_name?: string | null;
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
                        success: boolean;
                        id: number;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later (`rate_limited`, or `account_locked`, `too_many_codes`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postErrorsClient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                    stack?: string | null;
                    componentStack?: string | null;
                    timestamp?: string | null;
                    url?: string | null;
                    userAgent?: string | null;
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
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later (`rate_limited`, or `account_locked`, `too_many_codes`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postSessionsLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    venue_name: string;
                    session_name?: string | null;
                    location_address?: string | null;
                    start_time?: string | null;
                    end_time?: string | null;
                    gig_id?: number | null;
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
                        success: boolean;
                        session: {
                            id: number;
                            venue_name: string;
                            session_name: string;
                            location_address: string | null;
                            /** @enum {string} */
                            status: "active" | "paused" | "ended";
                            paused_by: ("musician" | "admin") | null;
                            max_requests: number | null;
                            repertoire_only: number;
                            /** @enum {string} */
                            queue_order: "arrival" | "premium" | "tip" | "asked";
                            now_playing_id: number | null;
                            undo_label: string | null;
                            undo_labels?: {
                                [key: string]: string;
                            };
                            screen_shows_fans: number;
                            fans_back_songs: number;
                            started_at: string;
                            planned_end_at: string | null;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `end_before_start`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). Codes: `profile_incomplete`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `already_live`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSessionsLiveCurrent: {
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
                        session: {
                            id: number;
                            venue_name: string;
                            session_name: string;
                            location_address: string | null;
                            /** @enum {string} */
                            status: "active" | "paused" | "ended";
                            paused_by: ("musician" | "admin") | null;
                            max_requests: number | null;
                            repertoire_only: number;
                            /** @enum {string} */
                            queue_order: "arrival" | "premium" | "tip" | "asked";
                            now_playing_id: number | null;
                            undo_label: string | null;
                            undo_labels?: {
                                [key: string]: string;
                            };
                            screen_shows_fans: number;
                            fans_back_songs: number;
                            started_at: string;
                            planned_end_at: string | null;
                        } | null;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postSessionsLiveIdEnd: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                        session_stats: {
                            total_requests: number;
                            total_tips: number;
                            played_count: number;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `session_ended`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postSessionsLiveIdPause: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                        session: {
                            id: number;
                            venue_name: string;
                            session_name: string;
                            location_address: string | null;
                            /** @enum {string} */
                            status: "active" | "paused" | "ended";
                            paused_by: ("musician" | "admin") | null;
                            max_requests: number | null;
                            repertoire_only: number;
                            /** @enum {string} */
                            queue_order: "arrival" | "premium" | "tip" | "asked";
                            now_playing_id: number | null;
                            undo_label: string | null;
                            undo_labels?: {
                                [key: string]: string;
                            };
                            screen_shows_fans: number;
                            fans_back_songs: number;
                            started_at: string;
                            planned_end_at: string | null;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `session_not_active`, `session_ended`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putSessionsLiveIdRepertoireOnly: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    repertoire_only: boolean;
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
                        success: boolean;
                        session: {
                            id: number;
                            venue_name: string;
                            session_name: string;
                            location_address: string | null;
                            /** @enum {string} */
                            status: "active" | "paused" | "ended";
                            paused_by: ("musician" | "admin") | null;
                            max_requests: number | null;
                            repertoire_only: number;
                            /** @enum {string} */
                            queue_order: "arrival" | "premium" | "tip" | "asked";
                            now_playing_id: number | null;
                            undo_label: string | null;
                            undo_labels?: {
                                [key: string]: string;
                            };
                            screen_shows_fans: number;
                            fans_back_songs: number;
                            started_at: string;
                            planned_end_at: string | null;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `session_ended`, `repertoire_empty`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putSessionsLiveIdFansBackSongs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fans_back_songs: boolean;
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
                        success: boolean;
                        session: {
                            id: number;
                            venue_name: string;
                            session_name: string;
                            location_address: string | null;
                            /** @enum {string} */
                            status: "active" | "paused" | "ended";
                            paused_by: ("musician" | "admin") | null;
                            max_requests: number | null;
                            repertoire_only: number;
                            /** @enum {string} */
                            queue_order: "arrival" | "premium" | "tip" | "asked";
                            now_playing_id: number | null;
                            undo_label: string | null;
                            undo_labels?: {
                                [key: string]: string;
                            };
                            screen_shows_fans: number;
                            fans_back_songs: number;
                            started_at: string;
                            planned_end_at: string | null;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `session_ended`, `repertoire_empty`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putSessionsLiveIdRequestLimit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    max_requests: number | null;
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
                        success: boolean;
                        session: {
                            id: number;
                            venue_name: string;
                            session_name: string;
                            location_address: string | null;
                            /** @enum {string} */
                            status: "active" | "paused" | "ended";
                            paused_by: ("musician" | "admin") | null;
                            max_requests: number | null;
                            repertoire_only: number;
                            /** @enum {string} */
                            queue_order: "arrival" | "premium" | "tip" | "asked";
                            now_playing_id: number | null;
                            undo_label: string | null;
                            undo_labels?: {
                                [key: string]: string;
                            };
                            screen_shows_fans: number;
                            fans_back_songs: number;
                            started_at: string;
                            planned_end_at: string | null;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `session_ended`, `repertoire_empty`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postSessionsLiveIdResume: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                        session: {
                            id: number;
                            venue_name: string;
                            session_name: string;
                            location_address: string | null;
                            /** @enum {string} */
                            status: "active" | "paused" | "ended";
                            paused_by: ("musician" | "admin") | null;
                            max_requests: number | null;
                            repertoire_only: number;
                            /** @enum {string} */
                            queue_order: "arrival" | "premium" | "tip" | "asked";
                            now_playing_id: number | null;
                            undo_label: string | null;
                            undo_labels?: {
                                [key: string]: string;
                            };
                            screen_shows_fans: number;
                            fans_back_songs: number;
                            started_at: string;
                            planned_end_at: string | null;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `session_not_paused`, `session_ended`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSessionsLiveRequests: {
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
                        session: {
                            id: number;
                            venue_name: string;
                            session_name: string;
                            location_address: string | null;
                            /** @enum {string} */
                            status: "active" | "paused" | "ended";
                            paused_by: ("musician" | "admin") | null;
                            max_requests: number | null;
                            repertoire_only: number;
                            /** @enum {string} */
                            queue_order: "arrival" | "premium" | "tip" | "asked";
                            now_playing_id: number | null;
                            undo_label: string | null;
                            undo_labels?: {
                                [key: string]: string;
                            };
                            screen_shows_fans: number;
                            fans_back_songs: number;
                            started_at: string;
                            planned_end_at: string | null;
                        };
                        requests: {
                            id: number;
                            session_id: number;
                            song_title: string;
                            artist_name: string | null;
                            fan_name: string | null;
                            message: string | null;
                            tip_amount: number;
                            price_amount: number;
                            is_premium: number;
                            /** @enum {string} */
                            status: "pending" | "accepted" | "played" | "declined";
                            created_at: string;
                            updated_at: string;
                            song_key: string;
                            price_state?: ("held" | "paid" | "released" | "refunded") | null;
                        }[];
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSessionsLiveRequestsStream: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Events `snapshot`, `request.created`, `request.updated`, `session.ended`, as JSON data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later (`rate_limited`, or `account_locked`, `too_many_codes`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postSessionsLiveIdNowPlaying: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    request_id: number;
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
                        success: boolean;
                        session: {
                            id: number;
                            venue_name: string;
                            session_name: string;
                            location_address: string | null;
                            /** @enum {string} */
                            status: "active" | "paused" | "ended";
                            paused_by: ("musician" | "admin") | null;
                            max_requests: number | null;
                            repertoire_only: number;
                            /** @enum {string} */
                            queue_order: "arrival" | "premium" | "tip" | "asked";
                            now_playing_id: number | null;
                            undo_label: string | null;
                            undo_labels?: {
                                [key: string]: string;
                            };
                            screen_shows_fans: number;
                            fans_back_songs: number;
                            started_at: string;
                            planned_end_at: string | null;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `invalid_transition`, `session_ended`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postSessionsLiveIdRequestsStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    request_ids: number[];
                    /** @enum {string} */
                    status: "pending" | "accepted" | "played" | "declined";
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
                        success: boolean;
                        session: {
                            id: number;
                            venue_name: string;
                            session_name: string;
                            location_address: string | null;
                            /** @enum {string} */
                            status: "active" | "paused" | "ended";
                            paused_by: ("musician" | "admin") | null;
                            max_requests: number | null;
                            repertoire_only: number;
                            /** @enum {string} */
                            queue_order: "arrival" | "premium" | "tip" | "asked";
                            now_playing_id: number | null;
                            undo_label: string | null;
                            undo_labels?: {
                                [key: string]: string;
                            };
                            screen_shows_fans: number;
                            fans_back_songs: number;
                            started_at: string;
                            planned_end_at: string | null;
                        };
                        requests: {
                            id: number;
                            session_id: number;
                            song_title: string;
                            artist_name: string | null;
                            fan_name: string | null;
                            message: string | null;
                            tip_amount: number;
                            price_amount: number;
                            is_premium: number;
                            /** @enum {string} */
                            status: "pending" | "accepted" | "played" | "declined";
                            created_at: string;
                            updated_at: string;
                            price_state?: ("held" | "paid" | "released" | "refunded") | null;
                        }[];
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `invalid_transition`, `session_ended`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postSessionsLiveIdNext: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                        session: {
                            id: number;
                            venue_name: string;
                            session_name: string;
                            location_address: string | null;
                            /** @enum {string} */
                            status: "active" | "paused" | "ended";
                            paused_by: ("musician" | "admin") | null;
                            max_requests: number | null;
                            repertoire_only: number;
                            /** @enum {string} */
                            queue_order: "arrival" | "premium" | "tip" | "asked";
                            now_playing_id: number | null;
                            undo_label: string | null;
                            undo_labels?: {
                                [key: string]: string;
                            };
                            screen_shows_fans: number;
                            fans_back_songs: number;
                            started_at: string;
                            planned_end_at: string | null;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `nothing_up_next`, `session_ended`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putSessionsLiveIdQueueOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    queue_order: "arrival" | "premium" | "tip" | "asked";
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
                        success: boolean;
                        session: {
                            id: number;
                            venue_name: string;
                            session_name: string;
                            location_address: string | null;
                            /** @enum {string} */
                            status: "active" | "paused" | "ended";
                            paused_by: ("musician" | "admin") | null;
                            max_requests: number | null;
                            repertoire_only: number;
                            /** @enum {string} */
                            queue_order: "arrival" | "premium" | "tip" | "asked";
                            now_playing_id: number | null;
                            undo_label: string | null;
                            undo_labels?: {
                                [key: string]: string;
                            };
                            screen_shows_fans: number;
                            fans_back_songs: number;
                            started_at: string;
                            planned_end_at: string | null;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `session_ended`, `repertoire_empty`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postSessionsLiveIdUndo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                        session: {
                            id: number;
                            venue_name: string;
                            session_name: string;
                            location_address: string | null;
                            /** @enum {string} */
                            status: "active" | "paused" | "ended";
                            paused_by: ("musician" | "admin") | null;
                            max_requests: number | null;
                            repertoire_only: number;
                            /** @enum {string} */
                            queue_order: "arrival" | "premium" | "tip" | "asked";
                            now_playing_id: number | null;
                            undo_label: string | null;
                            undo_labels?: {
                                [key: string]: string;
                            };
                            screen_shows_fans: number;
                            fans_back_songs: number;
                            started_at: string;
                            planned_end_at: string | null;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `nothing_to_undo`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `nothing_to_undo`, `session_ended`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postRequestsIdBlockDevice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `no_phone_to_block`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteRequestsIdBlockDevice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `no_phone_to_block`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSessionsLiveIdBlockedPhones: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        phones: {
                            blocked_at: string;
                            requests: {
                                id: number;
                                song_title: string;
                                artist_name: string | null;
                                fan_name: string | null;
                                created_at: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putSessionsLiveIdScreenFans: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    screen_shows_fans: boolean;
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
                        success: boolean;
                        session: {
                            id: number;
                            venue_name: string;
                            session_name: string;
                            location_address: string | null;
                            /** @enum {string} */
                            status: "active" | "paused" | "ended";
                            paused_by: ("musician" | "admin") | null;
                            max_requests: number | null;
                            repertoire_only: number;
                            /** @enum {string} */
                            queue_order: "arrival" | "premium" | "tip" | "asked";
                            now_playing_id: number | null;
                            undo_label: string | null;
                            undo_labels?: {
                                [key: string]: string;
                            };
                            screen_shows_fans: number;
                            fans_back_songs: number;
                            started_at: string;
                            planned_end_at: string | null;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `session_ended`, `repertoire_empty`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getScreenQrCodeId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                qrCodeId: string;
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
                        musician: {
                            stage_name: string;
                            qr_code_id: string;
                        };
                        show: {
                            id: number;
                            venue_name: string;
                            session_name: string;
                            requests_paused: boolean;
                            now_playing: {
                                song_title: string;
                                artist_name: string | null;
                                requests: number;
                                fan_name: string | null;
                                message: string | null;
                            } | null;
                            up_next: {
                                song_title: string;
                                artist_name: string | null;
                                requests: number;
                                fan_name: string | null;
                                message: string | null;
                            }[];
                            requested_tonight: number;
                            top_songs: {
                                song_title: string;
                                artist_name: string | null;
                                requests: number;
                                fan_name: string | null;
                                message: string | null;
                            }[];
                        } | null;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getScreenQrCodeIdStream: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                qrCodeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Event `screen`: the whole state on connect and after each change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later (`rate_limited`, or `account_locked`, `too_many_codes`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSessionsHistory: {
        parameters: {
            query?: {
                before?: number;
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
                        shows: {
                            id: number;
                            venue_name: string;
                            session_name: string;
                            started_at: string;
                            ended_at: string | null;
                            total_requests: number;
                            played_count: number;
                            total_tips: number;
                            total_prices: number;
                        }[];
                        has_more: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSessionsHistoryId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        session: {
                            id: number;
                            venue_name: string;
                            session_name: string;
                            location_address: string | null;
                            /** @enum {string} */
                            status: "active" | "paused" | "ended";
                            paused_by: ("musician" | "admin") | null;
                            max_requests: number | null;
                            repertoire_only: number;
                            /** @enum {string} */
                            queue_order: "arrival" | "premium" | "tip" | "asked";
                            now_playing_id: number | null;
                            undo_label: string | null;
                            undo_labels?: {
                                [key: string]: string;
                            };
                            screen_shows_fans: number;
                            fans_back_songs: number;
                            started_at: string;
                            planned_end_at: string | null;
                        };
                        summary: {
                            total_requests: number;
                            played_count: number;
                            declined_count: number;
                            total_tips: number;
                            total_prices: number;
                            top_songs: {
                                song_title: string;
                                artist_name: string | null;
                                requests: number;
                            }[];
                            busiest_quarter_hour: {
                                starts_at: string;
                                requests: number;
                            } | null;
                        };
                        requests: {
                            id: number;
                            session_id: number;
                            song_title: string;
                            artist_name: string | null;
                            fan_name: string | null;
                            message: string | null;
                            tip_amount: number;
                            price_amount: number;
                            is_premium: number;
                            /** @enum {string} */
                            status: "pending" | "accepted" | "played" | "declined";
                            created_at: string;
                            updated_at: string;
                            song_key: string;
                            price_state?: ("held" | "paid" | "released" | "refunded") | null;
                        }[];
                        stage_log: {
                            at: string;
                            member_name: string;
                            action: string;
                        }[];
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSessionsHistoryIdRequestsCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description UTF-8 CSV with a header row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postSessionsSessionIdRequests: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                sessionId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    song_title: string;
                    artist_name?: string | null;
                    fan_name?: string | null;
                    message?: string | null;
                    tip_amount?: number | null;
                    premium?: boolean | null;
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
                        success: boolean;
                        request: {
                            id: number;
                            session_id: number;
                            song_title: string;
                            artist_name: string | null;
                            fan_name: string | null;
                            message: string | null;
                            tip_amount: number;
                            price_amount: number;
                            is_premium: number;
                            /** @enum {string} */
                            status: "pending" | "accepted" | "played" | "declined";
                            created_at: string;
                            updated_at: string;
                            price_state?: ("held" | "paid" | "released" | "refunded") | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        request: {
                            id: number;
                            session_id: number;
                            song_title: string;
                            artist_name: string | null;
                            fan_name: string | null;
                            message: string | null;
                            tip_amount: number;
                            price_amount: number;
                            is_premium: number;
                            /** @enum {string} */
                            status: "pending" | "accepted" | "played" | "declined";
                            created_at: string;
                            updated_at: string;
                            price_state?: ("held" | "paid" | "released" | "refunded") | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        checkout: {
                            id: string;
                            /** @enum {string} */
                            status: "awaiting_payment" | "completed" | "failed" | "expired" | "refunded";
                            amount: number;
                            tip_amount: number;
                            price_amount: number;
                            price_note: string | null;
                            premium: boolean;
                            /** @enum {string} */
                            provider: "local" | "stripe";
                            client_secret: string;
                            payment_id: string;
                            publishable_key: string | null;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `premium_not_offered`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. Codes: `session_not_live`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `requests_paused`, `device_blocked`, `show_full`, `not_in_repertoire`, `same_song_recently`, `idempotency_key_reused`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later (`rate_limited`, or `account_locked`, `too_many_codes`). Codes: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSessionsSessionIdMyRequests: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: number;
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
                        session: {
                            id: number;
                            /** @enum {string} */
                            status: "active" | "paused" | "ended";
                        };
                        requests: {
                            id: number;
                            song_title: string;
                            artist_name: string | null;
                            /** @enum {string} */
                            status: "pending" | "accepted" | "played" | "declined";
                            songs_ahead: number | null;
                            is_playing: boolean;
                            created_at: string;
                            price_amount: number;
                            price_state: ("held" | "paid" | "released" | "refunded") | null;
                            price_note: string | null;
                        }[];
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSessionsSessionIdMyRequestsStream: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Event `my-requests`: the whole list on connect and after each change; the stream ends after the show does. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later (`rate_limited`, or `account_locked`, `too_many_codes`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putRequestsIdStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "pending" | "accepted" | "played" | "declined";
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
                        success: boolean;
                        request: {
                            id: number;
                            session_id: number;
                            song_title: string;
                            artist_name: string | null;
                            fan_name: string | null;
                            message: string | null;
                            tip_amount: number;
                            price_amount: number;
                            is_premium: number;
                            /** @enum {string} */
                            status: "pending" | "accepted" | "played" | "declined";
                            created_at: string;
                            updated_at: string;
                            price_state?: ("held" | "paid" | "released" | "refunded") | null;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `invalid_transition`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSessionsSessionIdSongs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: number;
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
                        session: {
                            id: number;
                            /** @enum {string} */
                            status: "active" | "paused" | "ended";
                        };
                        is_open: boolean;
                        songs: {
                            song_key: string;
                            song_title: string;
                            artist_name: string | null;
                            count: number;
                            mine: ("backed" | "asked") | null;
                        }[];
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postSessionsSessionIdBackings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    song_key: string;
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
                        success: boolean;
                        request: {
                            id: number;
                            session_id: number;
                            song_title: string;
                            artist_name: string | null;
                            fan_name: string | null;
                            message: string | null;
                            tip_amount: number;
                            price_amount: number;
                            is_premium: number;
                            /** @enum {string} */
                            status: "pending" | "accepted" | "played" | "declined";
                            created_at: string;
                            updated_at: string;
                            price_state?: ("held" | "paid" | "released" | "refunded") | null;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. Codes: `session_not_live`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `backing_off`, `already_backed`, `request_not_waiting`, `requests_paused`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later (`rate_limited`, or `account_locked`, `too_many_codes`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteSessionsSessionIdBackings: {
        parameters: {
            query: {
                song_key: string;
            };
            header?: never;
            path: {
                sessionId: number;
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
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. Codes: `session_not_live`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `backing_off`, `requests_paused`, `request_not_waiting`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
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
                        public_key: string;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. Codes: `push_unavailable`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postSessionsSessionIdPushSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uri */
                    endpoint: string;
                    expirationTime?: number | null;
                    keys: {
                        p256dh: string;
                        auth: string;
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
                        success: boolean;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `push_endpoint_refused`, `push_keys_invalid`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. Codes: `session_not_live`, `push_unavailable`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `push_nothing_requested`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteSessionsSessionIdPushSubscriptions: {
        parameters: {
            query: {
                endpoint: string;
            };
            header?: never;
            path: {
                sessionId: number;
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
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. Codes: `push_not_subscribed`, `push_unavailable`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postMusiciansQrCodeIdPushFollowers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                qrCodeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uri */
                    endpoint: string;
                    expirationTime?: number | null;
                    keys: {
                        p256dh: string;
                        auth: string;
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
                        success: boolean;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `push_endpoint_refused`, `push_keys_invalid`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. Codes: `not_found`, `push_unavailable`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteMusiciansQrCodeIdPushFollowers: {
        parameters: {
            query: {
                endpoint: string;
            };
            header?: never;
            path: {
                qrCodeId: string;
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
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. Codes: `not_found`, `push_not_subscribed`, `push_unavailable`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postMusiciansQrCodeIdFollowers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                qrCodeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    near?: string | null;
                    /** @default false */
                    all_gigs?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later (`rate_limited`, or `account_locked`, `too_many_codes`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postFollowersConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
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
                        success: boolean;
                        artist: {
                            stage_name: string;
                            qr_code_id: string | null;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `follow_link_invalid`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postFollowersUnfollow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
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
                        success: boolean;
                        artist: {
                            stage_name: string;
                            qr_code_id: string | null;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `follow_link_invalid`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMusiciansMeFollowers: {
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
                        confirmed: number;
                        pending: number;
                        by_push: number;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMusiciansMeFollowersSettings: {
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
                        tell_live: boolean;
                        tell_gigs: boolean;
                        /** @enum {string} */
                        at_most: "every_time" | "daily" | "weekly";
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putMusiciansMeFollowersSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tell_live: boolean;
                    tell_gigs: boolean;
                    /** @enum {string} */
                    at_most: "every_time" | "daily" | "weekly";
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
                        success: boolean;
                        settings: {
                            tell_live: boolean;
                            tell_gigs: boolean;
                            /** @enum {string} */
                            at_most: "every_time" | "daily" | "weekly";
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMusiciansMeFollowersCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description UTF-8 CSV with a header row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMusiciansRepertoire: {
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
                        songs: {
                            id: number;
                            title: string;
                            artist: string | null;
                            song_key: string | null;
                            notes: string | null;
                            is_open: number;
                            created_at: string;
                            updated_at: string;
                        }[];
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postMusiciansRepertoire: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    artist?: string | null;
                    song_key?: string | null;
                    notes?: string | null;
                    /** @default true */
                    is_open?: boolean;
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
                        success: boolean;
                        song: {
                            id: number;
                            title: string;
                            artist: string | null;
                            song_key: string | null;
                            notes: string | null;
                            is_open: number;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `repertoire_full`, `duplicate_song`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putMusiciansRepertoireId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    artist?: string | null;
                    song_key?: string | null;
                    notes?: string | null;
                    /** @default true */
                    is_open?: boolean;
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
                        success: boolean;
                        song: {
                            id: number;
                            title: string;
                            artist: string | null;
                            song_key: string | null;
                            notes: string | null;
                            is_open: number;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `duplicate_song`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteMusiciansRepertoireId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putMusiciansRepertoireIdOpen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    is_open: boolean;
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
                        success: boolean;
                        song: {
                            id: number;
                            title: string;
                            artist: string | null;
                            song_key: string | null;
                            notes: string | null;
                            is_open: number;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postMusiciansRepertoireImportPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    csv: string;
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
                        saved: boolean;
                        added: number;
                        duplicates: number;
                        errors: number;
                        lines: {
                            line: number;
                            title: string;
                            artist: string | null;
                            /** @enum {string} */
                            outcome: "added" | "duplicate" | "error";
                            message: string | null;
                            text: string;
                        }[];
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `csv_empty`, `csv_too_many_lines`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postMusiciansRepertoireImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    csv: string;
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
                        saved: boolean;
                        added: number;
                        duplicates: number;
                        errors: number;
                        lines: {
                            line: number;
                            title: string;
                            artist: string | null;
                            /** @enum {string} */
                            outcome: "added" | "duplicate" | "error";
                            message: string | null;
                            text: string;
                        }[];
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `csv_empty`, `csv_too_many_lines`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMusiciansRepertoireCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description UTF-8 CSV with a header row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMusiciansSetlists: {
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
                        setlists: {
                            id: number;
                            name: string;
                            version: number;
                            set_count: number;
                            song_count: number;
                            gigs: {
                                id: number;
                                venue_name: string;
                                scheduled_date: string;
                                scheduled_start_time: string;
                            }[];
                            updated_at: string;
                        }[];
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postMusiciansSetlists: {
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
                    sets?: {
                        name: string;
                        items: {
                            title: string;
                            artist?: string | null;
                            repertoire_song_id?: number | null;
                            length_seconds?: number | null;
                            song_key?: string | null;
                            note?: string | null;
                        }[];
                    }[];
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
                        success: boolean;
                        setlist: {
                            id: number;
                            name: string;
                            version: number;
                            sets: {
                                id: number;
                                name: string;
                                items: {
                                    id: number;
                                    title: string;
                                    artist: string | null;
                                    repertoire_song_id: number | null;
                                    length_seconds: number | null;
                                    song_key: string | null;
                                    note: string | null;
                                }[];
                            }[];
                            gigs: {
                                id: number;
                                venue_name: string;
                                scheduled_date: string;
                                scheduled_start_time: string;
                            }[];
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `setlist_limit`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMusiciansSetlistsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                        setlist: {
                            id: number;
                            name: string;
                            version: number;
                            sets: {
                                id: number;
                                name: string;
                                items: {
                                    id: number;
                                    title: string;
                                    artist: string | null;
                                    repertoire_song_id: number | null;
                                    length_seconds: number | null;
                                    song_key: string | null;
                                    note: string | null;
                                }[];
                            }[];
                            gigs: {
                                id: number;
                                venue_name: string;
                                scheduled_date: string;
                                scheduled_start_time: string;
                            }[];
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putMusiciansSetlistsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version: number;
                    name: string;
                    sets: {
                        name: string;
                        items: {
                            title: string;
                            artist?: string | null;
                            repertoire_song_id?: number | null;
                            length_seconds?: number | null;
                            song_key?: string | null;
                            note?: string | null;
                        }[];
                    }[];
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
                        success: boolean;
                        setlist: {
                            id: number;
                            name: string;
                            version: number;
                            sets: {
                                id: number;
                                name: string;
                                items: {
                                    id: number;
                                    title: string;
                                    artist: string | null;
                                    repertoire_song_id: number | null;
                                    length_seconds: number | null;
                                    song_key: string | null;
                                    note: string | null;
                                }[];
                            }[];
                            gigs: {
                                id: number;
                                venue_name: string;
                                scheduled_date: string;
                                scheduled_start_time: string;
                            }[];
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `setlist_changed`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteMusiciansSetlistsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postMusiciansSetlistsIdDuplicate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        setlist: {
                            id: number;
                            name: string;
                            version: number;
                            sets: {
                                id: number;
                                name: string;
                                items: {
                                    id: number;
                                    title: string;
                                    artist: string | null;
                                    repertoire_song_id: number | null;
                                    length_seconds: number | null;
                                    song_key: string | null;
                                    note: string | null;
                                }[];
                            }[];
                            gigs: {
                                id: number;
                                venue_name: string;
                                scheduled_date: string;
                                scheduled_start_time: string;
                            }[];
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `setlist_limit`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putSessionsScheduleIdSetlist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    setlist_id: number | null;
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
                        success: boolean;
                        gig_id: number;
                        setlist_id: number | null;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getRequestCheckoutsCheckoutId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                checkoutId: string;
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
                        id: string;
                        /** @enum {string} */
                        status: "awaiting_payment" | "completed" | "failed" | "expired" | "refunded";
                        amount: number;
                        song_title: string;
                        message: string | null;
                        request_id: number | null;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putRequestCheckoutsCheckoutIdReceiptEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                checkoutId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    receipt_email?: string | null;
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
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `tip_not_paid`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getPaymentsStripeKey: {
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
                        publishable_key: string | null;
                        /** @enum {string} */
                        provider: "local" | "stripe";
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postPaymentsLocalPaymentIdConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                paymentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client_secret: string;
                    card_number: string;
                    expiry: string;
                    cvc: string;
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
                        /** @enum {string} */
                        status: "requires_payment_method" | "requires_action" | "processing" | "succeeded" | "canceled" | "refunded";
                        error: string | null;
                        checkout: {
                            id: string;
                            /** @enum {string} */
                            status: "awaiting_payment" | "completed" | "failed" | "expired" | "refunded";
                            amount: number;
                            song_title: string;
                            message: string | null;
                            request_id: number | null;
                        } | null;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postPaymentsLocalPaymentIdAuthenticate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                paymentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client_secret: string;
                    approve: boolean;
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
                        /** @enum {string} */
                        status: "requires_payment_method" | "requires_action" | "processing" | "succeeded" | "canceled" | "refunded";
                        error: string | null;
                        checkout: {
                            id: string;
                            /** @enum {string} */
                            status: "awaiting_payment" | "completed" | "failed" | "expired" | "refunded";
                            amount: number;
                            song_title: string;
                            message: string | null;
                            request_id: number | null;
                        } | null;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSongsSearch: {
        parameters: {
            query?: {
                q?: string;
                session?: number;
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
                        song_title: string;
                        artist_name: string | null;
                    }[];
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSongsTrending: {
        parameters: {
            query?: {
                timeframe?: "week" | "month" | "all";
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
                        song_title: string;
                        artist_name: string | null;
                        request_count: number;
                        total_tips: number;
                        times_played: number;
                        unique_musicians: number;
                        last_requested_at: string | null;
                    }[];
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMusiciansProfile: {
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
                        id: number;
                        stage_name: string;
                        bio: string | null;
                        instagram_handle: string | null;
                        website_url: string | null;
                        profile_photo_url: string | null;
                        music_styles: string[];
                        favorite_singers: string[];
                        public_profile_enabled: boolean;
                        show_upcoming_gigs: boolean;
                        allow_direct_messages: boolean;
                        email_new_requests: boolean;
                        email_payment_received: boolean;
                        email_gig_reminders: boolean;
                        email_marketing: boolean;
                        payment_email_digest: boolean;
                        qr_code_id: string;
                        email: string;
                        is_complete: boolean;
                        missing: ("stage name" | "bio" | "music styles")[];
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putMusiciansProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    stage_name?: string;
                    bio?: string | null;
                    instagram_handle?: string | null;
                    website_url?: string | null;
                    profile_photo_url?: string | null;
                    music_styles?: string[] | null;
                    favorite_singers?: string[] | null;
                    public_profile_enabled?: boolean;
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
                        id: number;
                        stage_name: string;
                        bio: string | null;
                        instagram_handle: string | null;
                        website_url: string | null;
                        profile_photo_url: string | null;
                        music_styles: string[];
                        favorite_singers: string[];
                        public_profile_enabled: boolean;
                        show_upcoming_gigs: boolean;
                        allow_direct_messages: boolean;
                        email_new_requests: boolean;
                        email_payment_received: boolean;
                        email_gig_reminders: boolean;
                        email_marketing: boolean;
                        payment_email_digest: boolean;
                        qr_code_id: string;
                        email: string;
                        is_complete: boolean;
                        missing: ("stage name" | "bio" | "music styles")[];
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `not_an_image`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postMusiciansProfilePhoto: {
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
                        id: number;
                        stage_name: string;
                        bio: string | null;
                        instagram_handle: string | null;
                        website_url: string | null;
                        profile_photo_url: string | null;
                        music_styles: string[];
                        favorite_singers: string[];
                        public_profile_enabled: boolean;
                        show_upcoming_gigs: boolean;
                        allow_direct_messages: boolean;
                        email_new_requests: boolean;
                        email_payment_received: boolean;
                        email_gig_reminders: boolean;
                        email_marketing: boolean;
                        payment_email_digest: boolean;
                        qr_code_id: string;
                        email: string;
                        is_complete: boolean;
                        missing: ("stage name" | "bio" | "music styles")[];
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `not_an_image`, `image_too_large`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later (`rate_limited`, or `account_locked`, `too_many_codes`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSessionsUpcoming: {
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
                        id: number;
                        venue_id: number | null;
                        venue_name: string;
                        session_name: string | null;
                        location_address: string | null;
                        scheduled_date: string;
                        scheduled_start_time: string;
                        scheduled_end_time: string | null;
                        is_publicly_visible: number;
                        series: {
                            id: number;
                            label: string;
                        } | null;
                    }[];
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postSessionsSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    venue_name: string;
                    location_address?: string | null;
                    session_name?: string | null;
                    scheduled_date: string;
                    scheduled_start_time: string;
                    scheduled_end_time: string;
                    is_publicly_visible?: boolean | 0 | 1;
                    venue_id?: number | string | null;
                    repeat?: {
                        /** @enum {string} */
                        frequency: "weekly" | "fortnightly" | "monthly";
                        ends_on?: string | null;
                        occurrences?: number | null;
                    } | null;
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
                        success: boolean;
                        gig: {
                            id: number;
                            venue_id: number | null;
                            venue_name: string;
                            session_name: string | null;
                            location_address: string | null;
                            scheduled_date: string;
                            scheduled_start_time: string;
                            scheduled_end_time: string | null;
                            is_publicly_visible: number;
                            series: {
                                id: number;
                                label: string;
                            } | null;
                        };
                        series_dates?: number;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `gig_date_in_past`, `gig_repeat_invalid`, `unknown_venue`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putSessionsScheduleId: {
        parameters: {
            query?: {
                scope?: "this" | "following";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    venue_name: string;
                    location_address?: string | null;
                    session_name?: string | null;
                    scheduled_date: string;
                    scheduled_start_time: string;
                    scheduled_end_time: string;
                    is_publicly_visible?: boolean | 0 | 1;
                    venue_id?: number | string | null;
                    repeat?: {
                        /** @enum {string} */
                        frequency: "weekly" | "fortnightly" | "monthly";
                        ends_on?: string | null;
                        occurrences?: number | null;
                    } | null;
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
                        success: boolean;
                        gig: {
                            id: number;
                            venue_id: number | null;
                            venue_name: string;
                            session_name: string | null;
                            location_address: string | null;
                            scheduled_date: string;
                            scheduled_start_time: string;
                            scheduled_end_time: string | null;
                            is_publicly_visible: number;
                            series: {
                                id: number;
                                label: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `gig_date_in_past`, `gig_repeat_invalid`, `unknown_venue`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteSessionsScheduleId: {
        parameters: {
            query?: {
                scope?: "this" | "following";
            };
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `gig_repeat_invalid`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMusiciansMeCalendar: {
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
                        public_feed_path: string;
                        private_feed_path: string;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postMusiciansMeCalendarReset: {
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
                        public_feed_path: string;
                        private_feed_path: string;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSubscriptionsInvoices: {
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
                        id: number;
                        /** @enum {string} */
                        kind: "invoice" | "credit_note";
                        number: string;
                        amount: number;
                        issued_at: string;
                        period_start: string | null;
                        period_end: string | null;
                    }[];
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSubscriptionsInvoicesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        id: number;
                        /** @enum {string} */
                        kind: "invoice" | "credit_note";
                        number: string;
                        amount: number;
                        issued_at: string;
                        period_start: string | null;
                        period_end: string | null;
                        seller: {
                            name: string;
                            address: string;
                        };
                        buyer: {
                            stage_name: string;
                            email: string;
                        };
                        description: string;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMusiciansMeStatement: {
        parameters: {
            query?: {
                period?: string;
                scope?: "own" | "act";
                act_id?: number;
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
                        period: string;
                        label: string;
                        starts_at: string;
                        ends_at: string;
                        opening_balance: number;
                        closing_balance: number;
                        tips: {
                            count: number;
                            gross: number;
                            fee: number;
                            net: number;
                        };
                        request_prices: {
                            count: number;
                            amount: number;
                        };
                        refunds: {
                            count: number;
                            amount: number;
                        };
                        disputes_held: {
                            count: number;
                            amount: number;
                        };
                        disputes_released: {
                            count: number;
                            amount: number;
                        };
                        disputes_lost: {
                            count: number;
                            amount: number;
                        };
                        withdrawals_requested: {
                            count: number;
                            amount: number;
                        };
                        withdrawals_returned: {
                            count: number;
                            amount: number;
                        };
                        payouts_sent: {
                            count: number;
                            amount: number;
                        };
                        has_data: boolean;
                        periods_with_data: string[];
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMusiciansMeStatementCsv: {
        parameters: {
            query?: {
                period?: string;
                scope?: "own" | "act";
                act_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description UTF-8 CSV: opening balance, one row per movement, closing balance */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getUsersDataExport: {
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
                        state: "none" | "preparing" | "ready" | "downloaded" | "expired" | "failed";
                        requested_at: string | null;
                        requested_by_admin: boolean;
                        expires_at: string | null;
                        downloaded_at: string | null;
                        can_request: boolean;
                        next_allowed_at: string;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postUsersDataExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "none" | "preparing" | "ready" | "downloaded" | "expired" | "failed";
                        requested_at: string | null;
                        requested_by_admin: boolean;
                        expires_at: string | null;
                        downloaded_at: string | null;
                        can_request: boolean;
                        next_allowed_at: string;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). Codes: `step_up_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. Codes: `not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later (`rate_limited`, or `account_locked`, `too_many_codes`). Codes: `export_daily_limit`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getDataExportToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export (application/zip), as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused. Codes: `export_link_invalid`. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMusiciansVenues: {
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
                        venue_name: string;
                        location_address: string | null;
                        usage_count: number;
                        last_used_at: string | null;
                    }[];
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getVenuesSearch: {
        parameters: {
            query?: {
                q?: string;
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
                        venue_name: string;
                        place_id: string | null;
                        structured_formatting: {
                            main_text: string;
                            secondary_text: string;
                        };
                        location_address: string | null;
                        city: string | null;
                        country: string | null;
                        venue_type: ("bar" | "restaurant" | "pub" | "club" | "theater" | "concert_hall" | "wedding_venue" | "function_venue" | "outdoor" | "other") | null;
                        phone_number: string | null;
                        website_url: string | null;
                        description: string | null;
                        /** @enum {string} */
                        source: "saved" | "global";
                        usage_count: number;
                        last_used_at: string | null;
                    }[];
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postVenuesIncrementUsage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    venue_name: string;
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
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMusiciansActs: {
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
                        acts: {
                            id: number;
                            stage_name: string;
                            /** @enum {string} */
                            role: "leader" | "member" | "crew";
                        }[];
                        current_act_id: number | null;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putMusiciansCurrentAct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    act_id: number;
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
                        acts: {
                            id: number;
                            stage_name: string;
                            /** @enum {string} */
                            role: "leader" | "member" | "crew";
                        }[];
                        current_act_id: number | null;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. Codes: `not_a_member`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMusiciansAct: {
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
                        act: {
                            id: number;
                            stage_name: string;
                        };
                        me: {
                            member_id: number;
                            /** @enum {string} */
                            role: "leader" | "member" | "crew";
                        };
                        members: {
                            id: number;
                            name: string | null;
                            /** @enum {string} */
                            role: "leader" | "member" | "crew";
                            share_bps: number | null;
                            proposed_share_bps: number | null;
                            joined_at: string;
                        }[];
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMusiciansActMembers: {
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
                        members: {
                            id: number;
                            user_id: number;
                            name: string | null;
                            email: string;
                            /** @enum {string} */
                            role: "leader" | "member" | "crew";
                            share_bps: number;
                            joined_at: string;
                        }[];
                        invitations: {
                            id: number;
                            email: string;
                            /** @enum {string} */
                            role: "leader" | "member" | "crew";
                            share_bps: number;
                            created_at: string;
                            expires_at: string;
                        }[];
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMusiciansActFormerMembers: {
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
                        former_members: {
                            id: number;
                            user_id: number;
                            name: string | null;
                            /** @enum {string} */
                            role: "leader" | "member" | "crew";
                            joined_at: string;
                            left_at: string;
                            balance: number;
                        }[];
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postMusiciansActInvitations: {
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
                    role: string;
                    /** @default 0 */
                    share_bps?: number;
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
                        success: boolean;
                        invitation: {
                            id: number;
                            email: string;
                            /** @enum {string} */
                            role: "leader" | "member" | "crew";
                            share_bps: number;
                            created_at: string;
                            expires_at: string;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `unknown_role`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later (`rate_limited`, or `account_locked`, `too_many_codes`). Codes: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteMusiciansActInvitationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. Codes: `invitation_not_valid`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putMusiciansActMembersIdRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    role: string;
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
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `unknown_role`, `shares_must_total_100`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. Codes: `not_a_member`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `act_needs_leader`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putMusiciansActShares: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    shares: {
                        member_id: number;
                        share_bps: number;
                    }[];
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
                        success: boolean;
                        members: {
                            id: number;
                            user_id: number;
                            name: string | null;
                            email: string;
                            /** @enum {string} */
                            role: "leader" | "member" | "crew";
                            share_bps: number;
                            joined_at: string;
                        }[];
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `shares_must_total_100`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. Codes: `not_a_member`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteMusiciansActMembersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. Codes: `not_a_member`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `act_needs_leader`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postMusiciansActLeave: {
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
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. Codes: `not_a_member`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `act_needs_leader`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postActsInvitationsAccept: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
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
                        act: {
                            id: number;
                            stage_name: string;
                        };
                        /** @enum {string} */
                        role: "leader" | "member" | "crew";
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. Codes: `invitation_not_valid`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `already_a_member`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMessages: {
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
                        id: number;
                        name: string;
                        email: string;
                        subject: string | null;
                        message: string;
                        created_at: string;
                        is_read: boolean;
                        is_starred: boolean;
                        is_archived: boolean;
                    }[];
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putMessagesIdRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                        message: {
                            id: number;
                            name: string;
                            email: string;
                            subject: string | null;
                            message: string;
                            created_at: string;
                            is_read: boolean;
                            is_starred: boolean;
                            is_archived: boolean;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putMessagesIdStar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    is_starred: boolean;
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
                        success: boolean;
                        message: {
                            id: number;
                            name: string;
                            email: string;
                            subject: string | null;
                            message: string;
                            created_at: string;
                            is_read: boolean;
                            is_starred: boolean;
                            is_archived: boolean;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putMessagesIdArchive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    is_archived: boolean;
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
                        success: boolean;
                        message: {
                            id: number;
                            name: string;
                            email: string;
                            subject: string | null;
                            message: string;
                            created_at: string;
                            is_read: boolean;
                            is_starred: boolean;
                            is_archived: boolean;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteMessagesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putMusiciansPrivacySettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    public_profile_enabled: boolean;
                    show_upcoming_gigs: boolean;
                    allow_direct_messages: boolean;
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
                        success: boolean;
                        settings: {
                            public_profile_enabled: boolean;
                            show_upcoming_gigs: boolean;
                            allow_direct_messages: boolean;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putMusiciansNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email_new_requests: boolean;
                    email_payment_received: boolean;
                    email_gig_reminders: boolean;
                    email_marketing: boolean;
                    payment_email_digest?: boolean;
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
                        success: boolean;
                        settings: {
                            email_new_requests: boolean;
                            email_payment_received: boolean;
                            email_gig_reminders: boolean;
                            email_marketing: boolean;
                            payment_email_digest?: boolean;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMusiciansEarnings: {
        parameters: {
            query?: {
                act_id?: number;
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
                        available_for_withdrawal: number;
                        total_tips_earned: number;
                        total_withdrawn: number;
                        pending_withdrawals: number;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). Codes: `act_role_not_allowed`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. Codes: `not_a_member`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMusiciansEarningsActs: {
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
                        acts: {
                            act_id: number;
                            stage_name: string;
                            current: boolean;
                            earnings: {
                                available_for_withdrawal: number;
                                total_tips_earned: number;
                                total_withdrawn: number;
                                pending_withdrawals: number;
                            };
                        }[];
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postMusiciansWithdraw: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    act_id?: number;
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
                        success: boolean;
                        withdrawal: {
                            id: number;
                            amount_requested: number;
                            fee_amount: number;
                            net_amount: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            /** @enum {string} */
                            stage: "requested" | "approved" | "sent" | "paid" | "failed" | "rejected";
                            reference: string | null;
                            failure_reason: string | null;
                            created_at: string;
                            processed_at: string | null;
                            paid_at: string | null;
                        };
                        earnings: {
                            available_for_withdrawal: number;
                            total_tips_earned: number;
                            total_withdrawn: number;
                            pending_withdrawals: number;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `withdrawal_below_minimum`, `withdrawal_above_maximum`, `insufficient_funds`, `payouts_not_enabled`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). Codes: `act_role_not_allowed`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. Codes: `not_a_member`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMusiciansPricing: {
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
                        custom_pricing_enabled: boolean;
                        default_request_price: number;
                        premium_request_price: number;
                        suggested_tip_amounts: string;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putMusiciansPricing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    custom_pricing_enabled: boolean;
                    default_request_price: number;
                    premium_request_price: number;
                    suggested_tip_amounts: string;
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
                        success: boolean;
                        pricing: {
                            custom_pricing_enabled: boolean;
                            default_request_price: number;
                            premium_request_price: number;
                            suggested_tip_amounts: string;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMusiciansWithdrawals: {
        parameters: {
            query?: {
                act_id?: number;
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
                        withdrawals: {
                            id: number;
                            amount_requested: number;
                            fee_amount: number;
                            net_amount: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            /** @enum {string} */
                            stage: "requested" | "approved" | "sent" | "paid" | "failed" | "rejected";
                            reference: string | null;
                            failure_reason: string | null;
                            created_at: string;
                            processed_at: string | null;
                            paid_at: string | null;
                        }[];
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). Codes: `act_role_not_allowed`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. Codes: `not_a_member`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMusiciansPayoutAccount: {
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
                        provider: "local" | "stripe";
                        connected: boolean;
                        details_submitted: boolean;
                        payouts_enabled: boolean;
                        requirements_due: string[];
                        bank_name: string | null;
                        bank_last4: string | null;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putMusiciansPayoutAccountTestBank: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    account_holder: string;
                    sort_code: string;
                    account_number: string;
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
                        /** @enum {string} */
                        provider: "local" | "stripe";
                        connected: boolean;
                        details_submitted: boolean;
                        payouts_enabled: boolean;
                        requirements_due: string[];
                        bank_name: string | null;
                        bank_last4: string | null;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postMusiciansPayoutAccountOnboarding: {
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
                        url: string;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postMusiciansPayoutAccountRefresh: {
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
                        provider: "local" | "stripe";
                        connected: boolean;
                        details_submitted: boolean;
                        payouts_enabled: boolean;
                        requirements_due: string[];
                        bank_name: string | null;
                        bank_last4: string | null;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMusiciansSubscriptionStatus: {
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
                        subscription_status: "free" | "trial" | "active" | "cancelling" | "cancelled" | "inactive";
                        is_trial_active: boolean;
                        trial_days_remaining: number;
                        has_payment_method: boolean;
                        next_billing_date: string | null;
                        payment_failed: boolean;
                        next_payment_attempt_at: string | null;
                        has_access: boolean;
                        plan: ("monthly" | "yearly") | null;
                        amount: number;
                        trial_ends_at: string | null;
                        current_period_end: string | null;
                        cancel_at_period_end: boolean;
                        payment_method_brand: string | null;
                        payment_method_last4: string | null;
                        refundable_until: string | null;
                        prices: {
                            monthly: number;
                            yearly: number;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMusiciansSubscriptionPayments: {
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
                        payments: {
                            id: number;
                            amount: number;
                            refunded_amount: number;
                            /** @enum {string} */
                            status: "pending" | "paid" | "failed" | "refunded";
                            period_start: string | null;
                            period_end: string | null;
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postMusiciansSubscriptionCreateCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    plan: "monthly" | "yearly";
                    trial_days_remaining?: number;
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
                        checkout_url: string;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `lifetime_access`, `already_subscribed`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postMusiciansSubscriptionSetupIntent: {
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
                        client_secret: string;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `lifetime_access`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postMusiciansSubscriptionCancel: {
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
                        success: boolean;
                        subscription: {
                            /** @enum {string} */
                            subscription_status: "free" | "trial" | "active" | "cancelling" | "cancelled" | "inactive";
                            is_trial_active: boolean;
                            trial_days_remaining: number;
                            has_payment_method: boolean;
                            next_billing_date: string | null;
                            payment_failed: boolean;
                            next_payment_attempt_at: string | null;
                            has_access: boolean;
                            plan: ("monthly" | "yearly") | null;
                            amount: number;
                            trial_ends_at: string | null;
                            current_period_end: string | null;
                            cancel_at_period_end: boolean;
                            payment_method_brand: string | null;
                            payment_method_last4: string | null;
                            refundable_until: string | null;
                            prices: {
                                monthly: number;
                                yearly: number;
                            };
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `not_cancellable`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postMusiciansSubscriptionReactivate: {
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
                        success: boolean;
                        subscription: {
                            /** @enum {string} */
                            subscription_status: "free" | "trial" | "active" | "cancelling" | "cancelled" | "inactive";
                            is_trial_active: boolean;
                            trial_days_remaining: number;
                            has_payment_method: boolean;
                            next_billing_date: string | null;
                            payment_failed: boolean;
                            next_payment_attempt_at: string | null;
                            has_access: boolean;
                            plan: ("monthly" | "yearly") | null;
                            amount: number;
                            trial_ends_at: string | null;
                            current_period_end: string | null;
                            cancel_at_period_end: boolean;
                            payment_method_brand: string | null;
                            payment_method_last4: string | null;
                            refundable_until: string | null;
                            prices: {
                                monthly: number;
                                yearly: number;
                            };
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `not_reactivatable`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postMusiciansSubscriptionRefund: {
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
                        success: boolean;
                        subscription: {
                            /** @enum {string} */
                            subscription_status: "free" | "trial" | "active" | "cancelling" | "cancelled" | "inactive";
                            is_trial_active: boolean;
                            trial_days_remaining: number;
                            has_payment_method: boolean;
                            next_billing_date: string | null;
                            payment_failed: boolean;
                            next_payment_attempt_at: string | null;
                            has_access: boolean;
                            plan: ("monthly" | "yearly") | null;
                            amount: number;
                            trial_ends_at: string | null;
                            current_period_end: string | null;
                            cancel_at_period_end: boolean;
                            payment_method_brand: string | null;
                            payment_method_last4: string | null;
                            refundable_until: string | null;
                            prices: {
                                monthly: number;
                                yearly: number;
                            };
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `nothing_to_refund`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `nothing_to_refund`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteMusiciansSubscriptionPaymentMethod: {
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
                        success: boolean;
                        subscription: {
                            /** @enum {string} */
                            subscription_status: "free" | "trial" | "active" | "cancelling" | "cancelled" | "inactive";
                            is_trial_active: boolean;
                            trial_days_remaining: number;
                            has_payment_method: boolean;
                            next_billing_date: string | null;
                            payment_failed: boolean;
                            next_payment_attempt_at: string | null;
                            has_access: boolean;
                            plan: ("monthly" | "yearly") | null;
                            amount: number;
                            trial_ends_at: string | null;
                            current_period_end: string | null;
                            cancel_at_period_end: boolean;
                            payment_method_brand: string | null;
                            payment_method_last4: string | null;
                            refundable_until: string | null;
                            prices: {
                                monthly: number;
                                yearly: number;
                            };
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `no_card_to_remove`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSubscriptionsLocalCheckoutCheckoutId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                checkoutId: string;
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
                        id: string;
                        /** @enum {string} */
                        plan: "monthly" | "yearly";
                        amount: number;
                        trial_days: number;
                        /** @enum {string} */
                        status: "open" | "completed" | "expired";
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postSubscriptionsLocalCheckoutCheckoutIdConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                checkoutId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    card_number: string;
                    expiry: string;
                    cvc: string;
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
                        success: boolean;
                        subscription: {
                            /** @enum {string} */
                            subscription_status: "free" | "trial" | "active" | "cancelling" | "cancelled" | "inactive";
                            is_trial_active: boolean;
                            trial_days_remaining: number;
                            has_payment_method: boolean;
                            next_billing_date: string | null;
                            payment_failed: boolean;
                            next_payment_attempt_at: string | null;
                            has_access: boolean;
                            plan: ("monthly" | "yearly") | null;
                            amount: number;
                            trial_ends_at: string | null;
                            current_period_end: string | null;
                            cancel_at_period_end: boolean;
                            payment_method_brand: string | null;
                            payment_method_last4: string | null;
                            refundable_until: string | null;
                            prices: {
                                monthly: number;
                                yearly: number;
                            };
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The card was declined. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `checkout_closed`, `already_subscribed`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postMusiciansSubscriptionLocalCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client_secret: string;
                    card_number: string;
                    expiry: string;
                    cvc: string;
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
                        success: boolean;
                        subscription: {
                            /** @enum {string} */
                            subscription_status: "free" | "trial" | "active" | "cancelling" | "cancelled" | "inactive";
                            is_trial_active: boolean;
                            trial_days_remaining: number;
                            has_payment_method: boolean;
                            next_billing_date: string | null;
                            payment_failed: boolean;
                            next_payment_attempt_at: string | null;
                            has_access: boolean;
                            plan: ("monthly" | "yearly") | null;
                            amount: number;
                            trial_ends_at: string | null;
                            current_period_end: string | null;
                            cancel_at_period_end: boolean;
                            payment_method_brand: string | null;
                            payment_method_last4: string | null;
                            refundable_until: string | null;
                            prices: {
                                monthly: number;
                                yearly: number;
                            };
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The card was declined. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminReportsMoney: {
        parameters: {
            query: {
                period?: "day" | "week";
                from: string;
                to: string;
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
                        rows: {
                            period_start: string;
                            tips: number;
                            fees: number;
                            refunds: number;
                            refunded_fees: number;
                            disputes_lost: number;
                            payouts: number;
                            subscriptions: number;
                            subscription_refunds: number;
                            revenue: number;
                        }[];
                        totals: {
                            tips: number;
                            fees: number;
                            refunds: number;
                            refunded_fees: number;
                            disputes_lost: number;
                            payouts: number;
                            subscriptions: number;
                            subscription_refunds: number;
                            revenue: number;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `date_range_invalid`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminReportsMoneyCsv: {
        parameters: {
            query: {
                period?: "day" | "week";
                from: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description UTF-8 CSV with a header row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `date_range_invalid`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminStats: {
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
                        total_users: number;
                        total_musicians: number;
                        total_fans: number;
                        active_subscriptions: number;
                        monthly_revenue_estimate: number;
                        total_revenue: number;
                        pending_withdrawals: number;
                        pending_withdrawals_amount: number;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminUsers: {
        parameters: {
            query?: {
                search?: string;
                page?: number;
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
                        users: {
                            id: number;
                            email: string;
                            /** @enum {string} */
                            user_type: "musician" | "fan" | "admin";
                            stage_name: string | null;
                            created_at: string;
                            is_active: boolean;
                            subscription_status: ("free" | "trial" | "active" | "cancelling" | "cancelled" | "inactive") | null;
                            trial_ends_at: string | null;
                            total_tips_earned: number;
                            total_requests_received: number;
                            acts: {
                                id: number;
                                stage_name: string;
                                /** @enum {string} */
                                role: "leader" | "member" | "crew";
                            }[];
                        }[];
                        total: number;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminUsersCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    /** @enum {string} */
                    user_type: "musician" | "fan" | "admin";
                    musician_profile?: {
                        /** @default  */
                        stage_name?: string;
                        bio?: string | null;
                        profile_photo_url?: string | null;
                        instagram_handle?: string | null;
                        website_url?: string | null;
                        music_styles?: string[] | string;
                        favorite_singers?: string[] | string;
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
                        success: boolean;
                        id: number;
                        message: string;
                        temporary_password: string | null;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `email_taken`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putAdminUsersIdToggleStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                        is_active: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAdminUsersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `withdrawal_in_progress`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminUsersIdGrantFreeSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminUsersIdRevokeFreeSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminUsersIdSendPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `account_deactivated`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later (`rate_limited`, or `account_locked`, `too_many_codes`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminUsersIdDataExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. Codes: `not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later (`rate_limited`, or `account_locked`, `too_many_codes`). Codes: `export_daily_limit`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminUsersIdResetSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminUsersIdGiftMembership: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminUsersIdDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        profile: {
                            id: number;
                            email: string;
                            /** @enum {string} */
                            user_type: "musician" | "fan" | "admin";
                            is_active: boolean;
                            created_at: string;
                            stage_name: string | null;
                            qr_code_id: string | null;
                            subscription_status: string | null;
                            available_balance: number;
                        };
                        shows: {
                            id: number;
                            venue_name: string;
                            status: string;
                            started_at: string;
                            ended_at: string | null;
                        }[];
                        tips: {
                            id: number;
                            amount: number;
                            fee_amount: number;
                            net_amount: number;
                            status: string;
                            provider: string;
                            fan_name: string | null;
                            refunded: number;
                            created_at: string;
                        }[];
                        refunds: {
                            id: number;
                            tip_id: number;
                            amount: number;
                            fee_amount: number;
                            net_amount: number;
                            reason: string | null;
                            created_at: string;
                        }[];
                        withdrawals: {
                            id: number;
                            amount_requested: number;
                            stage: string;
                            provider_transfer_id: string | null;
                            failure_reason: string | null;
                            created_at: string;
                        }[];
                        subscription_payments: {
                            id: number;
                            amount: number;
                            refunded_amount: number;
                            status: string;
                            created_at: string;
                        }[];
                        ledger: {
                            id: number;
                            entry_type: string;
                            amount: number;
                            member_user_id: number;
                            member_name: string | null;
                            created_at: string;
                        }[];
                        acts: {
                            id: number;
                            stage_name: string;
                            /** @enum {string} */
                            role: "leader" | "member" | "crew";
                            joined_at: string;
                            left_at: string | null;
                            members: {
                                id: number;
                                user_id: number;
                                name: string | null;
                                /** @enum {string} */
                                role: "leader" | "member" | "crew";
                                share_bps: number;
                                joined_at: string;
                                balance: number;
                            }[];
                            former_members: {
                                id: number;
                                user_id: number;
                                name: string | null;
                                /** @enum {string} */
                                role: "leader" | "member" | "crew";
                                joined_at: string;
                                left_at: string;
                                balance: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminTipsIdRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount?: number;
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
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        refunded: number;
                        total_refunded: number;
                        remaining: number;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `refund_not_possible`, `refund_too_much`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `already_refunded`, `refund_collided`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminTips: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                amount_min?: number;
                amount_max?: number;
                musician?: string;
                reference?: string;
                receipt?: string;
                page?: number;
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
                        tips: {
                            id: number;
                            created_at: string;
                            amount: number;
                            fee_amount: number;
                            net_amount: number;
                            refunded: number;
                            /** @enum {string} */
                            status: "succeeded" | "refunded";
                            fan_name: string | null;
                            musician_id: number;
                            user_id: number | null;
                            stage_name: string;
                            musician_email: string | null;
                            reference: string | null;
                            provider_payment_id: string | null;
                            receipt_email: string | null;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminWithdrawals: {
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
                        withdrawals: {
                            id: number;
                            stage_name: string;
                            email: string;
                            amount_requested: number;
                            fee_amount: number;
                            net_amount: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            /** @enum {string} */
                            stage: "requested" | "approved" | "sent" | "paid" | "failed" | "rejected";
                            reference: string | null;
                            failure_reason: string | null;
                            created_at: string;
                            processed_at: string | null;
                            paid_at: string | null;
                        }[];
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminWithdrawalsIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `payouts_not_enabled`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `withdrawal_not_pending`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminWithdrawalsIdReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `payouts_not_enabled`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `withdrawal_not_pending`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminWithdrawalsIdSend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminVenues: {
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
                        venues: {
                            id: number;
                            venue_name: string;
                            location_address: string | null;
                            city: string | null;
                            country: string | null;
                            venue_type: ("bar" | "restaurant" | "pub" | "club" | "theater" | "concert_hall" | "wedding_venue" | "function_venue" | "outdoor" | "other") | null;
                            description: string | null;
                            website_url: string | null;
                            phone_number: string | null;
                            usage_count: number;
                            is_active: boolean;
                        }[];
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminVenues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    venue_name: string;
                    location_address?: string | null;
                    city?: string | null;
                    country?: string | null;
                    venue_type?: ("bar" | "restaurant" | "pub" | "club" | "theater" | "concert_hall" | "wedding_venue" | "function_venue" | "outdoor" | "other") | null;
                    description?: string | null;
                    website_url?: string | null;
                    phone_number?: string | null;
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
                        success: boolean;
                        venue: {
                            id: number;
                            venue_name: string;
                            location_address: string | null;
                            city: string | null;
                            country: string | null;
                            venue_type: ("bar" | "restaurant" | "pub" | "club" | "theater" | "concert_hall" | "wedding_venue" | "function_venue" | "outdoor" | "other") | null;
                            description: string | null;
                            website_url: string | null;
                            phone_number: string | null;
                            usage_count: number;
                            is_active: boolean;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putAdminVenuesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    venue_name: string;
                    location_address?: string | null;
                    city?: string | null;
                    country?: string | null;
                    venue_type?: ("bar" | "restaurant" | "pub" | "club" | "theater" | "concert_hall" | "wedding_venue" | "function_venue" | "outdoor" | "other") | null;
                    description?: string | null;
                    website_url?: string | null;
                    phone_number?: string | null;
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
                        success: boolean;
                        venue: {
                            id: number;
                            venue_name: string;
                            location_address: string | null;
                            city: string | null;
                            country: string | null;
                            venue_type: ("bar" | "restaurant" | "pub" | "club" | "theater" | "concert_hall" | "wedding_venue" | "function_venue" | "outdoor" | "other") | null;
                            description: string | null;
                            website_url: string | null;
                            phone_number: string | null;
                            usage_count: number;
                            is_active: boolean;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAdminVenuesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putAdminVenuesIdToggleStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                        venue: {
                            id: number;
                            venue_name: string;
                            location_address: string | null;
                            city: string | null;
                            country: string | null;
                            venue_type: ("bar" | "restaurant" | "pub" | "club" | "theater" | "concert_hall" | "wedding_venue" | "function_venue" | "outdoor" | "other") | null;
                            description: string | null;
                            website_url: string | null;
                            phone_number: string | null;
                            usage_count: number;
                            is_active: boolean;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminSessionsLive: {
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
                        sessions: {
                            id: number;
                            /** @enum {string} */
                            status: "active" | "paused";
                            musician_stage_name: string;
                            musician_email: string;
                            session_name: string | null;
                            venue_name: string | null;
                            started_at: string;
                            request_stats: {
                                total: number;
                                played: number;
                                pending: number;
                            };
                            total_tips_amount: number;
                        }[];
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminSessionsLiveIdPause: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `session_not_active`, `session_ended`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminSessionsLiveIdEnd: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                        message: string;
                        session_stats: {
                            total_requests: number;
                            total_tips: number;
                            played_count: number;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `session_ended`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminSessionsScheduled: {
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
                        sessions: {
                            id: number;
                            musician_stage_name: string;
                            musician_email: string;
                            session_name: string | null;
                            location_address: string | null;
                            venue_name: string;
                            scheduled_date: string;
                            scheduled_start_time: string;
                            scheduled_end_time: string | null;
                            is_publicly_visible: boolean;
                        }[];
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putAdminSessionsScheduledId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    venue_name: string;
                    session_name?: string | null;
                    location_address?: string | null;
                    scheduled_date: string;
                    scheduled_start_time: string;
                    scheduled_end_time: string;
                    /** @default true */
                    is_publicly_visible?: boolean;
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
                        success: boolean;
                        session: {
                            id: number;
                            musician_stage_name: string;
                            musician_email: string;
                            session_name: string | null;
                            location_address: string | null;
                            venue_name: string;
                            scheduled_date: string;
                            scheduled_start_time: string;
                            scheduled_end_time: string | null;
                            is_publicly_visible: boolean;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAdminSessionsScheduledId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminSongs: {
        parameters: {
            query?: {
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
                        songs: {
                            id: number;
                            is_hidden: boolean;
                            song_title: string;
                            artist_name: string | null;
                            total_requests: number;
                            total_tips: number;
                            unique_musicians: number;
                            times_played: number;
                            last_requested_at: string | null;
                        }[];
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminSongs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    song_title: string;
                    artist_name?: string | null;
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
                        success: boolean;
                        song: {
                            id: number;
                            is_hidden: boolean;
                            song_title: string;
                            artist_name: string | null;
                            total_requests: number;
                            total_tips: number;
                            unique_musicians: number;
                            times_played: number;
                            last_requested_at: string | null;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `duplicate_song`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminSongsStats: {
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
                        stats: {
                            total_songs: number;
                            total_requests: number;
                            total_tips: number;
                            total_played: number;
                        };
                        top: {
                            id: number;
                            is_hidden: boolean;
                            song_title: string;
                            artist_name: string | null;
                            total_requests: number;
                            total_tips: number;
                            unique_musicians: number;
                            times_played: number;
                            last_requested_at: string | null;
                        }[];
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putAdminSongsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    song_title: string;
                    artist_name?: string | null;
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
                        success: boolean;
                        song: {
                            id: number;
                            is_hidden: boolean;
                            song_title: string;
                            artist_name: string | null;
                            total_requests: number;
                            total_tips: number;
                            unique_musicians: number;
                            times_played: number;
                            last_requested_at: string | null;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. Codes: `duplicate_song`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAdminSongsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putAdminSongsIdHidden: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hidden: boolean;
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
                        success: boolean;
                        song: {
                            id: number;
                            is_hidden: boolean;
                            song_title: string;
                            artist_name: string | null;
                            total_requests: number;
                            total_tips: number;
                            unique_musicians: number;
                            times_played: number;
                            last_requested_at: string | null;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminSongsIdMerge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    into_id: number;
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
                        success: boolean;
                        song: {
                            id: number;
                            is_hidden: boolean;
                            song_title: string;
                            artist_name: string | null;
                            total_requests: number;
                            total_tips: number;
                            unique_musicians: number;
                            times_played: number;
                            last_requested_at: string | null;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminSubscriptions: {
        parameters: {
            query?: {
                search?: string;
                status?: "free" | "trial" | "active" | "cancelling" | "cancelled" | "inactive";
                page?: number;
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
                        subscriptions: {
                            id: number;
                            musician_id: number;
                            stage_name: string;
                            email: string;
                            /** @enum {string} */
                            subscription_status: "free" | "trial" | "active" | "cancelling" | "cancelled" | "inactive";
                            cancel_at_period_end: boolean;
                            trial_ends_at: string | null;
                            subscription_amount: number;
                            subscription_interval: ("month" | "year") | null;
                            subscription_created_at: string;
                            payment_method_brand: string | null;
                            payment_method_last4: string | null;
                            next_billing_date: string | null;
                            total_paid: number;
                            stripe_subscription_id: string | null;
                            is_cancelled: boolean;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminSubscriptionsExtendTrial: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    musician_id: number;
                    days: number;
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
                        success: boolean;
                        trial_ends_at: string;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminSubscriptionsSubscriptionIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subscriptionId: number;
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
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminSubscriptionsSubscriptionIdRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subscriptionId: number;
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
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The resource is not in a state that allows this; `code` says which refusal it is. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminSubscriptionsSubscriptionIdDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subscriptionId: number;
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
                        details: {
                            status: string;
                            current_period_start: number | null;
                            current_period_end: number | null;
                            items: {
                                price: {
                                    unit_amount: number;
                                };
                            }[];
                            next_payment_attempt: number | null;
                            created: number;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing with that id, or not visible to you. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminReportsAnalytics: {
        parameters: {
            query: {
                from: string;
                to: string;
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
                        /** Format: date */
                        from: string;
                        /** Format: date */
                        to: string;
                        retention_days: number;
                        /** Format: date */
                        kept_from: string;
                        days: {
                            /** Format: date */
                            day: string;
                            requests: number;
                            tips: number;
                            fees: number;
                            payouts: number;
                            active_musicians: number;
                            signups: number;
                            trials_ended: number;
                            trials_converted: number;
                            mrr: number;
                            churned: number;
                        }[];
                        totals: {
                            requests: number;
                            tips: number;
                            fees: number;
                            payouts: number;
                            active_musicians: number;
                            signups: number;
                            trials_ended: number;
                            trials_converted: number;
                            mrr: number;
                            churned: number;
                            trial_conversion_percent: number | null;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `date_range_invalid`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminReportsAnalyticsCsv: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description UTF-8 CSV with a header row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `date_range_invalid`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminSettings: {
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
                        maintenance_mode: boolean;
                        platform_fee_percentage: number;
                        subscription_price_monthly: number;
                        minimum_withdrawal_amount: number;
                        maximum_withdrawal_amount: number;
                        auto_approve_withdrawals: boolean;
                        trial_period_days: number;
                        featured_musicians_limit: number;
                        user_registration_enabled: boolean;
                        musician_signup_enabled: boolean;
                        public_sessions_enabled: boolean;
                        analytics_retention_days: number;
                        email_notifications_enabled: boolean;
                        business_name?: string;
                        business_address?: string;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putAdminSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    maintenance_mode: boolean;
                    platform_fee_percentage: number;
                    subscription_price_monthly: number;
                    minimum_withdrawal_amount: number;
                    maximum_withdrawal_amount: number;
                    auto_approve_withdrawals: boolean;
                    trial_period_days: number;
                    featured_musicians_limit: number;
                    user_registration_enabled: boolean;
                    musician_signup_enabled: boolean;
                    public_sessions_enabled: boolean;
                    analytics_retention_days: number;
                    email_notifications_enabled: boolean;
                    business_name?: string;
                    business_address?: string;
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
                        success: boolean;
                        settings: {
                            maintenance_mode: boolean;
                            platform_fee_percentage: number;
                            subscription_price_monthly: number;
                            minimum_withdrawal_amount: number;
                            maximum_withdrawal_amount: number;
                            auto_approve_withdrawals: boolean;
                            trial_period_days: number;
                            featured_musicians_limit: number;
                            user_registration_enabled: boolean;
                            musician_signup_enabled: boolean;
                            public_sessions_enabled: boolean;
                            analytics_retention_days: number;
                            email_notifications_enabled: boolean;
                            business_name?: string;
                            business_address?: string;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminMaintenanceMode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
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
                        success: boolean;
                        settings: {
                            maintenance_mode: boolean;
                            platform_fee_percentage: number;
                            subscription_price_monthly: number;
                            minimum_withdrawal_amount: number;
                            maximum_withdrawal_amount: number;
                            auto_approve_withdrawals: boolean;
                            trial_period_days: number;
                            featured_musicians_limit: number;
                            user_registration_enabled: boolean;
                            musician_signup_enabled: boolean;
                            public_sessions_enabled: boolean;
                            analytics_retention_days: number;
                            email_notifications_enabled: boolean;
                            business_name?: string;
                            business_address?: string;
                        };
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminAudit: {
        parameters: {
            query?: {
                action?: string;
                target_type?: string;
                admin_id?: number;
                page?: number;
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
                        entries: {
                            id: number;
                            admin_id: number | null;
                            admin_email: string | null;
                            action: string;
                            target_type: string | null;
                            target_id: string | null;
                            before: unknown;
                            after: unknown;
                            created_at: string;
                        }[];
                        has_more: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postEmailUnsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
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
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `unsubscribe_link_invalid`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postEmailUnsubscribeOneClick: {
        parameters: {
            query: {
                token: string;
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
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `unsubscribe_link_invalid`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postFollowersUnfollowOneClick: {
        parameters: {
            query: {
                token: string;
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
                        success: boolean;
                    };
                };
            };
            /** @description The input was refused (a malformed URL, body or field); `details` names each invalid field. Codes: `unsubscribe_link_invalid`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than the operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in a media type the operation accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Something failed on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
}
