/**
 * Types of the HTTP API generated from its OpenAPI document by openapi-typescript
 * (`node --import tsx scripts/api-contract.ts --write`; `npm run check` fails when stale). Do not edit.
 */
export interface paths {
    "/api/settings.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Site settings
         * @description The settings of the site (SPEC §3) the request’s host belongs to, for the web client.
         */
        get: operations["getSiteSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/interests.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Interests
         * @description The interests a profile can choose from (SPEC §3), in the request’s language.
         */
        get: operations["listInterests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/regions.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Regions
         * @description The regions of the supported countries (SPEC §3), for the profile and search forms.
         */
        get: operations["listRegions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/legal/overrides": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Legal texts of this site
         * @description The legal sections (`page.section`) this site shows in `locale` instead of the shipped texts (issue "Back office" §5): a heading (null: the shipped one) and paragraphs, drawn as text.
         */
        get: operations["getLegalOverrides"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companyinfo.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Company details
         * @description The company behind the site (SPEC §3): name, address, registration and VAT numbers, support.
         */
        get: operations["getCompanyInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in member
         * @description The signed-in member (`user`, SPEC §3 fields), or `user: null` for a visitor.
         */
        get: operations["getCurrentUser"];
        /**
         * Change the language
         * @description Sets the signed-in member’s language (`{language}`); answers the member.
         */
        put: operations["setLanguage"];
        /**
         * Log in (or save a push subscription)
         * @description Login with JSON {email, password} (another content type: 415 unsupported_media_type); with ?push=1 saves {subscription} for push messages.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Log out
         * @description Ends the session. Needs the header `X-Request-Type: client` (else 403 forbidden_origin).
         */
        get: operations["logout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/page-hidden.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Page hidden beacon
         * @description Beacon sent when the page becomes hidden: records the member’s last activity (at most once a minute). Body `{}`. Answers 204 without a body, for visitors too.
         */
        post: operations["pageHidden"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign up
         * @description Creates an account and its profile (SPEC §2 signup), mails the activation link and logs in. 409 email_taken; on an invite-only site a valid invite code is required.
         */
        post: operations["signup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activation/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail the activation link again
         * @description Mails the signed-in, not yet confirmed member a fresh activation link.
         */
        post: operations["resendActivation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Activate the account (mailed link)
         * @description The mailed activation link: confirms the e-mail address and redirects the browser to /activate/done, or to /activate/error when the token is unknown or expired.
         */
        get: operations["activate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a password reset link
         * @description Mails a reset link to the address when it has an account; the same answer for unknown ones.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password-reset/do": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password (mailed link)
         * @description Sets the password with the mailed reset token; 410 link_expired when used or too old.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the password
         * @description Changes the signed-in member’s password; the old one must be given and right.
         */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the e-mail address
         * @description Mails a confirmation link to the new address; 409 email_taken when another account has it.
         */
        post: operations["requestEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail-change/do": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the new e-mail address (mailed link)
         * @description Confirms the new address with the mailed token; 410 link_expired when used or too old.
         */
        post: operations["confirmEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account": {
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
         * Delete the account
         * @description Deletes the account with a reason (SPEC §2 delete reasons; `other` needs remarks). The sessions end, the profile disappears, a reactivation link valid for 14 days is mailed.
         */
        delete: operations["deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reactivate a deleted account (mailed link)
         * @description The mailed reactivation link (SPEC §4): restores a deleted account within 14 days and logs in. 410 link_expired when the link was used, is unknown or the 14 days are over.
         */
        post: operations["reactivateAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/stay-discount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Discount instead of deleting
         * @description The delete dialog's discount alternative (SPEC §2): a personal once-per-user code worth the site's delete_discount percent, valid 7 days; the same code while it is unspent.
         */
        post: operations["getStayDiscount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search members
         * @description Profile cards matching the search (SPEC §2 search), a page at a time, with the number of results. Visitors only where the site allows searching logged out, else 403 authentication_required.
         */
        get: operations["searchMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A member’s profile
         * @description A profile with its photos; 404 when unknown or hidden, 403 blocked between the two members.
         */
        get: operations["getMember"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member’s own profile
         * @description The signed-in member’s profile form fields and photos.
         */
        get: operations["getOwnProfile"];
        /**
         * Save the member’s own profile
         * @description Saves the profile form (SPEC §3 fields); answers the profile.
         */
        put: operations["updateOwnProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/search-defaults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the member search starts
         * @description SPEC §2 match finder: where the member search starts: `gender` sought, `min_age`/`max_age` in years (null: no bound), `appearance` sought (null: any).
         */
        get: operations["getSearchDefaults"];
        /**
         * Save the match finder
         * @description SPEC §2 match finder dialog: `ages` 18-35 (ages 18 to 35) or 35+ (35, no upper bound), `appearance` sought and optionally `looking_for` become the search defaults.
         */
        put: operations["setSearchDefaults"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/invisible": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Invisible mode
         * @description SPEC §4 invisible mode, a premium feature: turning it on as a free member answers 403 `premium_only`; turning it off is always allowed.
         */
        put: operations["setInvisible"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a photo
         * @description Multipart upload, field `photo` (JPEG, PNG, WebP or AVIF, at most 10 MiB).
         */
        post: operations["uploadPhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/photos/{id}": {
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
         * Delete a photo
         * @description Deletes one of the member’s own photos; the next one becomes the main photo.
         */
        delete: operations["deletePhoto"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/photos/{id}/main": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Make a photo the main photo
         * @description Makes one of the member’s own photos the main photo.
         */
        put: operations["setMainPhoto"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verified photos: badge, request, setting
         * @description The member's badge, latest verification request and the verified-only contact setting.
         */
        get: operations["getVerification"];
        put?: never;
        /**
         * Ask for verification (a pose is drawn)
         * @description Ask for verification: a pose is drawn at random and stored with the request (the open request is answered when there is one). 403 for fictional profiles; validation `verification_photo` without an approved main photo.
         */
        post: operations["requestVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verification/selfie": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the selfie in the drawn pose
         * @description Multipart upload, field `selfie` (JPEG, PNG, WebP or AVIF, at most 10 MiB): the selfie in the drawn pose. Its face is compared with the profile photos' faces in a job, then a moderator decides; the selfie is deleted after the decision. 404 without a request waiting for it.
         */
        post: operations["sendVerificationSelfie"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verification/contact-only": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Only verified members may start a conversation with me
         * @description The setting "only verified members may start a conversation with me".
         */
        put: operations["setVerifiedContactOnly"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/showcase.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Members for the landers
         * @description Real members (searchable, not fictional, with an approved main photo) for the landers and the home page: `slug` names a city members live in or a region of the site country (unknown: `place` null, site-wide); online members first. `online_now` and `members_total` count the matching members. Cached for 30 s per site and query.
         */
        get: operations["getShowcase"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/likes.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Likes and matches
         * @description The profiles the member liked, and who liked the member (`like_new` for unseen likes).
         */
        get: operations["listLikes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/likes/{profileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Like a profile
         * @description Likes a profile; `match` is true when the like is mutual.
         */
        post: operations["like"];
        /**
         * Take a like back
         * @description Removes the member’s like of a profile.
         */
        delete: operations["unlike"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/likes/{profileId}/seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a like as seen
         * @description The member saw that this profile liked them (`like_new` false).
         */
        post: operations["markLikeSeen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auto-like.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Like popup profile
         * @description A profile for the like popup (SPEC §7), with its main image; 404 when there is none.
         */
        get: operations["getAutoLike"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/swipe-game": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Next profile of the swipe game
         * @description The next profile to like or pass; 429 swipe_limit with `wait_hours` when the day’s swipes are used.
         */
        get: operations["nextSwipeProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/swipe-game/pass/{profileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pass a profile in the swipe game
         * @description Skips the profile in the swipe game.
         */
        post: operations["passSwipeProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Blocked members
         * @description The profiles the member blocked.
         */
        get: operations["listBlocks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blocks/{profileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Block a member
         * @description Blocks a member: neither sees or writes to the other any more.
         */
        post: operations["block"];
        /**
         * Unblock a member
         * @description Lifts the member’s block of a profile.
         */
        delete: operations["unblock"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geocode.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Place of a position
         * @description The country, region and city nearest to `lat`/`lon` (the profile form’s location button).
         */
        get: operations["geocode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Photos to review
         * @description Photos waiting for review (SPEC §3 photo status), oldest first.
         */
        get: operations["adminListPhotos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/photos/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or reject photos
         * @description Approves or rejects reviewed photos; each decision is audited.
         */
        post: operations["adminReviewPhotos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Refund requests
         * @description Refunds members asked for, waiting for a decision.
         */
        get: operations["adminListRefunds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/refunds/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decide a refund request
         * @description Grants or refuses a refund request; a granted one is refunded through the payment provider.
         */
        post: operations["adminDecideRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/fictional-profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fictional profiles
         * @description Fictional profiles, newest first (hidden ones with status disabled), with the conversations waiting for an operator, and every site domain a profile may be limited to.
         */
        get: operations["adminListFictional"];
        put?: never;
        /**
         * Create a fictional profile
         * @description Create a fictional profile: the profile form (SPEC §3, the same rules as a member’s) and `sites` (settings domains; empty: every site). A confirmed account that cannot log in.
         */
        post: operations["adminCreateFictional"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/fictional-profiles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A fictional profile
         * @description A fictional profile's form fields, sites, state and photos; 404 for a real member.
         */
        get: operations["adminGetFictional"];
        /**
         * Save a fictional profile
         * @description Save the form over a fictional profile (404 for a real member); audited before and after.
         */
        put: operations["adminUpdateFictional"];
        post?: never;
        /**
         * Hide a fictional profile
         * @description Hide a fictional profile: disabled, no longer searchable; its conversations are kept.
         */
        delete: operations["adminHideFictional"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/fictional-profiles/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Show a fictional profile again
         * @description Show a hidden fictional profile again (active and searchable).
         */
        post: operations["adminRestoreFictional"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/fictional-profiles/{id}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a photo of a fictional profile
         * @description Multipart upload, field `photo` (JPEG, PNG, WebP or AVIF, at most 10 MiB): re-encoded like a member’s photo, approved at once, the main photo when there is none; at most 25 photos.
         */
        post: operations["adminUploadFictionalPhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/fictional-profiles/{id}/photos/{photoId}": {
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
         * Remove a photo of a fictional profile
         * @description Remove a photo of a fictional profile; a main photo is replaced by the next one.
         */
        delete: operations["adminDeleteFictionalPhoto"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/fictional-profiles/{id}/photos/{photoId}/main": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Main photo of a fictional profile
         * @description Make a photo of the fictional profile its main photo.
         */
        put: operations["adminSetFictionalMainPhoto"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/complaints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Complaints queue
         * @description The complaints queue, oldest first, optionally of one `status`, with reporter, reported member and the reported message (its text, also when hidden).
         */
        get: operations["adminListComplaints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/complaints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A complaint
         * @description One complaint with its decision and appeal.
         */
        get: operations["adminGetComplaint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/complaints/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decide a complaint
         * @description Decide a complaint once (DSA art. 17): `no_action`, `content_removed` (hides the reported message), `warning` or `ban` of the reported member, with a written `reason` shown to both sides and an optional extra `sanction`. The reporter and the reported member are mailed the outcome and how to appeal. 409 `complaint_closed` when decided already.
         */
        post: operations["adminDecideComplaint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/complaints/{id}/appeal-decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decide an appeal
         * @description Decide the one appeal (DSA art. 20): `upheld` or `reversed` (lifts the ban, shows the hidden message again), with a written `reason`; both sides are mailed. 409 `appeal_not_possible` without an appeal, `complaint_closed` when decided already.
         */
        post: operations["adminDecideAppeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/members/{id}/sanctions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A member’s sanctions
         * @description A member's warnings, bans and unbans, newest first, and the account's status.
         */
        get: operations["adminListSanctions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/members/{id}/warnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Warn a member
         * @description Warn a member with a written reason; they see it in the members area until acknowledged.
         */
        post: operations["adminWarnMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/members/{id}/ban": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ban a member
         * @description Ban a member with a written reason: the account is blocked (out of search), every session ends, and a login shows the ban page with the reason. 409 `member_status_conflict` when banned already, deleted or a staff account.
         */
        post: operations["adminBanMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/members/{id}/unban": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lift a ban
         * @description Lift a member's ban with a written reason. 409 `member_status_conflict` when not banned.
         */
        post: operations["adminUnbanMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/members/{id}/duplicates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Possible duplicate accounts
         * @description Other accounts that share the signup address, an address of a session, or a device cookie with the member, and what they share.
         */
        get: operations["adminListDuplicates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/messages/{id}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hide a message
         * @description Hide a message with a written reason: both members see it as removed (no text, gift or image); staff still see it.
         */
        post: operations["adminHideMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/messages/{id}/unhide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Show a hidden message again
         * @description Show a hidden message to its members again, with a written reason.
         */
        post: operations["adminUnhideMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact-flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Members flagged for contact details
         * @description Open flags, oldest first (at most 100): a member whose held-back messages (contact details in first messages) reached 5 distinct members within 24 hours, with those messages.
         */
        get: operations["adminListContactFlags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact-flags/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a contact-details flag reviewed
         * @description A moderator looked at the flag: it leaves the list (audited). 404 when unknown or reviewed.
         */
        post: operations["adminReviewContactFlag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/verifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Selfies waiting for a moderator
         * @description Verification requests waiting for a moderator, oldest first (at most 50): pose, face distances (euclidean, smaller is more alike) beside the threshold, the approved photos.
         */
        get: operations["adminListVerifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/verifications/{id}/selfie": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The selfie of a waiting verification
         * @description The selfie of a waiting request (image/webp, private). 404 once decided: it is deleted then.
         */
        get: operations["adminGetVerificationSelfie"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/verifications/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm or reject a verification
         * @description Approve (the member is verified on the photo compared) or reject with a reason the member reads; audited; the selfie is deleted. 404 when unknown or decided, 403 for a fictional profile.
         */
        post: operations["adminDecideVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/warnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Moderators’ warnings to read
         * @description The signed-in member's warnings from the moderators not yet acknowledged, newest first.
         */
        get: operations["listOwnWarnings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/warnings/{id}/ack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Acknowledge a warning
         * @description The member read a warning: it is shown no more. 404 for a warning of others.
         */
        post: operations["acknowledgeWarning"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sites
         * @description Every site (domain) with its stored settings, company info and legal overrides.
         */
        get: operations["adminListSites"];
        put?: never;
        /**
         * Add a site
         * @description Add a site (a domain) with the settings and company info of `copy_from` (default: the default site).
         */
        post: operations["adminCreateSite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sites/{domain}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A site
         * @description One site with its stored settings, company info and legal overrides.
         */
        get: operations["adminGetSite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sites/{domain}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a site’s settings
         * @description Change some of a site’s SPEC §3 settings (a partial patch; unknown keys refused by name). Applies at once in every process.
         */
        put: operations["adminUpdateSiteSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sites/{domain}/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a site’s company details
         * @description Change some of a site’s SPEC §3 company info (name, address, KvK, city, country, trade names, VAT numbers, support phone, delete discount). COMPANY_* configuration still wins where set.
         */
        put: operations["adminUpdateSiteCompany"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sites/{domain}/legal/{locale}/{section}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a legal section
         * @description Show this text instead of the shipped legal section (`page.section`, e.g. `terms.fictional`) in one locale: one paragraph per line, `- ` list items, `[label](/path)` links inside the site, `{{site}}` values.
         */
        put: operations["adminSetLegalOverride"];
        post?: never;
        /**
         * Restore a shipped legal section
         * @description Show the shipped legal section again in this locale (remove the site’s text).
         */
        delete: operations["adminRemoveLegalOverride"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payment methods per country
         * @description The payment methods of every supported country; `configured` false: the shipped default.
         */
        get: operations["adminListPaymentMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payment-methods/{country}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payment methods of a country
         * @description The payment methods members in this country are offered, most used first.
         */
        get: operations["adminGetPaymentMethods"];
        /**
         * Set the payment methods of a country
         * @description Set the payment methods offered in this country (every site), most used first.
         */
        put: operations["adminSetPaymentMethods"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Credit packages
         * @description Credit packages, of one country or all, amounts in cents; `ordered` ones are never deleted.
         */
        get: operations["adminListPackages"];
        put?: never;
        /**
         * Add a credit package
         * @description Add a credit package for a country (amount in cents).
         */
        post: operations["adminCreatePackage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/packages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a credit package
         * @description Change a package: credits, amount (cents), sort order, active. Placed orders keep their price.
         */
        put: operations["adminUpdatePackage"];
        post?: never;
        /**
         * Retire a credit package
         * @description Retire a package: deleted when no order or mandate refers to it, else deactivated (answered with `package`).
         */
        delete: operations["adminRetirePackage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/discount-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Discount codes
         * @description Discount codes (not the personal STAY- codes of the delete dialog), by code, with their use.
         */
        get: operations["adminListDiscountCodes"];
        put?: never;
        /**
         * Create a discount code
         * @description Create a discount code (SPEC §3): percentage 1–90, optional country, member (id or e-mail), currency, payment methods, minimum order (cents), expiry, validity and status.
         */
        post: operations["adminCreateDiscountCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/discount-codes/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a discount code
         * @description Change a discount code’s rules; `status: inactive` deactivates it (codes are never deleted).
         */
        put: operations["adminUpdateDiscountCode"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find members
         * @description Find members: `q` a member id, an e-mail address or its start (case-insensitive), or the start of a profile name (case-insensitive). At most 50, the id match first, then addresses in order, then names (newest member first).
         */
        get: operations["adminFindMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A member page
         * @description A member page: account, profile, photos (addresses staff may load), conversations as metadata (never a message body), orders (cents), the newest credit ledger page, sessions (never the token). 404 not_found for an unknown id.
         */
        get: operations["adminGetMember"];
        put?: never;
        post?: never;
        /**
         * Delete a member’s account
         * @description Deletes the account as the member’s own deletion does (reason `other`, the staff reason as remarks): every session ends, the profile disappears, a reactivation link is mailed, the data is purged after the grace period. 409 member_status_conflict when the account is deleted or banned already; 404 not_found for an unknown member.
         */
        delete: operations["adminDeleteMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/members/{id}/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A member’s credit ledger
         * @description A page of the member’s credit ledger, newest first; `before` is the `next_before` of the previous page. 404 not_found for an unknown member.
         */
        get: operations["adminGetLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/conversations/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read a conversation (with a reason)
         * @description Read a conversation’s messages (both members’, hidden, removed, deleted and held ones marked), the newest 500, oldest first. Only with a reason of at least 10 characters, written to the audit log with the conversation. 404 not_found for an unknown conversation.
         */
        post: operations["adminReadConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/members/{id}/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add or take credits
         * @description Add or take credits through a ledger entry with reason `adjustment` (|delta| ≤ 100000, a larger change than STAFF_CREDITS_LIMIT by an admin only: 403 staff_credits_limit; a reason of at least 10 characters). Never below zero: 400 validation (field `delta`). `idempotency_key` (a uuid the client makes per adjustment) books a retried or repeated request once; the repeat answers the first booking with `replayed`. Audited with the balance before and after. 404 not_found for an unknown member.
         */
        post: operations["adminAdjustCredits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/members/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hide a member’s profile
         * @description Hides the member’s profile from search and profile pages (profile status `disabled`), with a reason, audited. 409 member_status_conflict when it is disabled already; 404 not_found for a member without a profile.
         */
        post: operations["adminDeactivateMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/members/{id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Show a member’s profile again
         * @description Shows a deactivated profile in search and on profile pages again (profile status `active`), with a reason, audited. 409 member_status_conflict when it is active already; 404 not_found for a member without a profile.
         */
        post: operations["adminReactivateMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/members/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export a member’s data
         * @description The member’s data as their own export answers it (`GET /api/account/export`, GDPR Art. 15/20), for a request the member made to support; with a reason, audited. 404 not_found for an unknown member.
         */
        post: operations["adminExportMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/figures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Business figures
         * @description Business figures per day, ISO week or month of the site time zone (Europe/Amsterdam): signups, activations, first purchases (conversion, median hours), revenue with and without VAT (cents, EUR), paid messages, revenue per member, per traffic source (top 20 + other) and per signup cohort. Ranges: at most 366 days by day.
         */
        get: operations["adminGetFigures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/figures/nudges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Nudges shown and what followed
         * @description Nudges (docs/safety.md) of the days `from`–`to` (Europe/Amsterdam): "Weet je het zeker?" shown, then sent anyway or edited; "Stoort dit je?" shown, then reported; messages whose contact details were held back.
         */
        get: operations["adminGetNudgeFigures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/operator/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Conversations waiting for an answer
         * @description Conversations with a fictional profile whose newest message is the member’s and unanswered, oldest waiting first (at most 100), with the unexpired lease on each.
         */
        get: operations["operatorQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/operator/conversations/{id}/lease": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a conversation
         * @description Take the conversation (or renew one’s own lease) for OPERATOR_LEASE_S seconds, atomically. 409 lease_taken while another operator holds an unexpired lease; 404 for a conversation without a fictional profile.
         */
        post: operations["operatorTakeLease"];
        /**
         * Release a conversation
         * @description Release one’s own lease on the conversation. 409 lease_required when one holds none.
         */
        delete: operations["operatorReleaseLease"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/operator/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A conversation to answer
         * @description The work view: up to 30 messages before message id `before` (both sides, oldest first), the member’s and the fictional profile’s profiles and the notes on both. Requires one’s own unexpired lease (409 lease_required).
         */
        get: operations["operatorGetConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/operator/conversations/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer as the fictional profile
         * @description Answer as the fictional profile: free of credits, records the operator, reaches the member in real time like a member’s message and renews the lease. Requires one’s own unexpired lease (409 lease_required). The same client_id again in this conversation with the same text answers the first message (200); with other text 409 client_id_conflict.
         */
        post: operations["operatorSendMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/operator/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Note on a member
         * @description A note on a member or a fictional profile (`subject_id` is the account id), signed by the author.
         */
        post: operations["operatorAddNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/operator/figures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Operator figures
         * @description Per operator, for the days `from`..`to` (inclusive, Europe/Amsterdam), per day or for the period: messages written as fictional profiles, conversations answered, median and average response time in seconds (from the member’s first unanswered message to the answer).
         */
        get: operations["operatorFigures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in staff member
         * @description The signed-in staff member: role, e-mail, whether a factor is enabled and this session passed it.
         */
        get: operations["getStaffMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/2fa/enrol": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start TOTP enrolment
         * @description Start (or restart) TOTP enrolment: a new secret, its otpauth:// address and QR code. Refused (403 forbidden) once a factor is enabled; an admin resets it.
         */
        post: operations["enrolSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/2fa/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm TOTP enrolment
         * @description Confirm the enrolment with a first code: the factor is enabled, this session passes the second factor, and ten recovery codes are answered (this once).
         */
        post: operations["confirmSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/2fa/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pass the second factor
         * @description Pass the second factor in this session with a TOTP code (once per time step, one step of drift) or a recovery code (once). 400 second_factor_invalid otherwise.
         */
        post: operations["verifySecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Staff accounts
         * @description Every account with a staff role: id, e-mail, profile name, role and whether a TOTP factor is enabled.
         */
        get: operations["adminListStaff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staff/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Give an account a role
         * @description Give the account with this e-mail a role (`member` takes staff rights away); audited with before and after. Every session of the account must pass the second factor again, and its cached sessions are dropped in every process so the role applies at once. An admin cannot demote themselves (400 validation).
         */
        put: operations["adminSetRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staff/{id}/factor": {
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
         * Reset a staff member’s second factor
         * @description Reset a staff member's TOTP factor and recovery codes (a lost phone) and end their sessions: they sign in and enrol again. 404 when they have none.
         */
        delete: operations["adminResetFactor"];
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
        /**
         * Audit log
         * @description The audit log, newest first, filtered by actor, target (type, id) and action; `before_id` pages on with the answer’s `next_before_id`.
         */
        get: operations["adminAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invite-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Invite codes
         * @description Every invite code with its uses, newest first (at most 500).
         */
        get: operations["adminListInviteCodes"];
        put?: never;
        /**
         * Create an invite code
         * @description Create an invite code: `code` chosen (4-32 letters, digits, hyphens) or random (10 characters without look-alikes); `max_uses` null for unlimited, 1 for single use; `expires_at` optional; `domain` the site it opens (`default`: every site). 409 invite_code_taken.
         */
        post: operations["adminCreateInviteCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invite-codes/{id}": {
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
         * Revoke an invite code
         * @description Revoke an invite code: it opens no site any more (members who used it stay).
         */
        delete: operations["adminRevokeInviteCode"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invite-codes/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check an invite code
         * @description Whether an invite code opens this site (SPEC §8 invite-only): `reason` says why not. Rate limited per address.
         */
        get: operations["checkInviteCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chats.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Conversations
         * @description The member’s conversations with the other profile, unread count and last message.
         */
        get: operations["listChats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat.php": {
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
         * Delete a conversation
         * @description Removes a conversation from the member’s list (`{conversation: id}`).
         */
        delete: operations["deleteChat"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chats/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Messages of a conversation
         * @description A page of messages before `before`, newest last, and whether there are more.
         */
        get: operations["listMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chats/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a conversation read
         * @description The member read the conversation up to now.
         */
        post: operations["markChatRead"];
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
        get?: never;
        put?: never;
        /**
         * Send a message
         * @description Sends a text, image or gift message to a profile (SPEC §2 chat), charging credits where due; 201 for a new message, 200 for a retry with the same `client_id`.
         */
        post: operations["sendMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/nudges/{id}/edited": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit instead of sending after a nudge
         * @description After a `confirm_required` answer ("Weet je het zeker?", docs/safety.md) the member chose to edit the message instead of sending it: counted for the figures. 404 for a nudge of others or one that was answered already.
         */
        post: operations["nudgeEdited"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat-images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a chat image
         * @description Multipart upload, field `image` (JPEG, PNG, WebP or AVIF, at most 10 MiB), re-encoded like photos. Answers the key to send with `POST /api/messages` type `image`; nothing is charged yet.
         */
        post: operations["uploadChatImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}/reveal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a blurred chat image
         * @description The recipient opens a blurred image ("Tik om te bekijken", docs/safety.md "Explicit images"): from then on its thumbnail and full image are served to them. Answers the message.
         */
        post: operations["revealChatImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member’s chat image setting
         * @description `blur_images` (default true): received images still being screened or flagged as explicit show blurred until tapped.
         */
        get: operations["getChatSettings"];
        /**
         * Change the member’s chat image setting
         * @description Turn blurring of received explicit images on or off (docs/safety.md "Explicit images").
         */
        put: operations["setChatSettings"];
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
        /**
         * Delete a message
         * @description Deletes one of the member’s own messages for both members.
         */
        delete: operations["deleteMessage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the member’s own data
         * @description The signed-in member’s own data (GDPR Art. 15/20): account, preferences, profile, photos’ addresses, likes, matches, blocks, conversations and the messages they sent and received, orders, mandates, the credit ledger, complaints, sessions, failed logins with their address and push subscriptions, and what staff hold about the member: notes, warnings and bans, moderation decisions and audited staff actions, with the staff role (never who, nor who reported them). Never another member’s e-mail address or any secret (password hash, session or token hashes, SMS codes, push keys). JSON inline; `?download=1` as an attachment; `?format=zip` an application/zip attachment `<site>-data-<date>.zip` holding data.json and the member’s photo files and the chat images they sent. 403 authentication_required without a session.
         */
        get: operations["exportOwnData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/complaints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member’s complaints
         * @description The signed-in member's own complaints, newest first.
         */
        get: operations["listOwnComplaints"];
        put?: never;
        /**
         * File a complaint
         * @description File a complaint about a profile, a message or the site (DSA Art. 16). Members file as themselves; visitors must give `email`. The reporter is mailed the reference.
         */
        post: operations["fileComplaint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/complaints/decisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Decisions about the member
         * @description Decisions on complaints about the signed-in member (DSA art. 17), newest first, with the written reason, the appeal period and the appeal; never who filed them.
         */
        get: operations["listDecisionsAboutMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/complaints/{id}/appeal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Appeal a decision
         * @description Appeal the decision on a complaint (DSA art. 20): the reporter or the reported member, once, after the decision, within 6 months. 409 `complaint_closed` for a second appeal, `appeal_not_possible` before the decision or after the period; 404 for a complaint of others.
         */
        post: operations["appealDecision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/directdebit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a direct debit mandate
         * @description SEPA direct debit form (SPEC §2): checks it and sends an SMS code to sign the mandate.
         */
        post: operations["startDirectDebit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/directdebit/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign a direct debit mandate
         * @description Sign the mandate with the SMS code; orders the package by direct debit.
         */
        post: operations["confirmDirectDebit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/credits/packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Credit packages
         * @description The credit packages and payment methods offered to the member, prices in cents.
         */
        get: operations["listCreditPackages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order credits
         * @description Orders a credit package with a payment method; answers the order and the checkout address.
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/repeat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order the last package again
         * @description Like ordering, for the package and method of the member’s last paid order.
         */
        post: operations["repeatOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/last": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The last paid order
         * @description The member’s last paid order, for the repeat-order button.
         */
        get: operations["getLastOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An order
         * @description One of the member’s orders with its status (pending, paid, failed, cancelled).
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a refund
         * @description Asks for the refund of an order within the site’s refund days (SPEC §2).
         */
        post: operations["requestRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payment history
         * @description The member’s orders and refunds, newest first.
         */
        get: operations["listTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Payment provider webhook
         * @description The provider reports a change of a payment: a form or JSON body with only `id`. The state is fetched from the provider; the body is never trusted. Always 200 unless we could not process it.
         */
        post: operations["paymentWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/discountcode.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check a discount code
         * @description A discount code (SPEC §3) by `code`, or the welcome discount with `welcome=true`; 404 code_not_found, 409 code_used.
         */
        get: operations["getDiscountCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/spending-limit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member’s own spending limit
         * @description The monthly limit on credit purchases the member chose (cents), a raise or removal waiting 72 hours, and what was spent and is left this calendar month (Europe/Amsterdam).
         */
        get: operations["getSpendingLimit"];
        /**
         * Set the member’s own spending limit
         * @description Sets the monthly limit in cents (null removes it). A first limit or a lower one holds at once; a higher one or a removal takes effect after 72 hours.
         */
        put: operations["setSpendingLimit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/spending-limit/pending": {
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
         * Cancel a waiting raise of the spending limit
         * @description Drops the raise or removal of the limit that waits its 72 hours; the current limit stays.
         */
        delete: operations["cancelSpendingLimitRaise"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/spending-statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Monthly statement of spending
         * @description This calendar month and the eleven before it (Europe/Amsterdam), newest first: purchases and refunds with their totals in cents.
         */
        get: operations["getSpendingStatement"];
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
         * Notification preferences
         * @description The member's notification preferences: every SPEC §3 kind with `{mail, push}` (their choices over the documented defaults, docs/notifications.md).
         */
        get: operations["getNotificationPreferences"];
        /**
         * Change notification preferences
         * @description Change some kinds: `{like: false}` turns like mail and push off, `{like: true}` both on, `{like: {mail: false}}` only mail. Unknown kinds or values: 400 `validation`, nothing saved. Answers the full preferences.
         */
        put: operations["setNotificationPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Alert and prompt state
         * @description When the member dismissed the disabled-e-mail alert and the push prompt (SPEC §4), and why e-mail is off (`notifications_disabled`: fbl, bounce, listunsubscribe; empty: on).
         */
        get: operations["getNotificationState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dismiss an alert or prompt
         * @description Store that the member closed the disabled-e-mail alert (`mail_alert`) or the push prompt (`push_prompt`) now (SPEC §4); it stays hidden. Turning e-mail back on resets `mail_alert`.
         */
        post: operations["dismissNotificationPrompt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/mail/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn e-mail back on
         * @description Turn e-mail back on (SPEC §2 disabled-e-mail alert): clears the member's `notifications_disabled`, whatever the reason, and the alert's dismissal.
         */
        post: operations["enableMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One-click unsubscribe (RFC 8058)
         * @description RFC 8058 one-click unsubscribe (the `List-Unsubscribe` address of every mail, and the button of the /unsubscribe page): turns all e-mail off (`listunsubscribe` in `notifications_disabled`). The signed token alone identifies the member; no session, no Origin check. Any body is ignored. Idempotent. A malformed or forged token: 400 `unsubscribe_invalid`, nothing changed.
         */
        post: operations["unsubscribeOneClick"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail provider bounces and complaints
         * @description The mail provider's bounce and complaint notifications (docs/notifications.md), with `Authorization: Bearer <MAIL_EVENTS_SECRET>`: `{type: "bounce"|"complaint", email}` or a list of up to 500. A (hard) bounce adds `bounce`, a complaint `fbl` to that member's `notifications_disabled`; unknown addresses are ignored. 404 without MAIL_EVENTS_SECRET, 403 with a wrong secret.
         */
        post: operations["mailEvents"];
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
        /** @description Error: `error` is the code (API.md "Errors"), `message` the text in the member's language. */
        Error: {
            /** @enum {string} */
            error: "authentication_required" | "forbidden" | "forbidden_origin" | "unsupported_media_type" | "login_failed" | "login_blocked" | "account_banned" | "account_deleted" | "email_taken" | "validation" | "bad_request" | "link_expired" | "signups_closed" | "rate_limited" | "not_found" | "blocked" | "photo_limit" | "premium_only" | "swipe_limit" | "insufficient_credits" | "conversation_limit" | "not_confirmed" | "code_not_found" | "code_used" | "payment_unavailable" | "busy" | "refund_not_possible" | "spending_limit" | "directdebit_blocked" | "directdebit_limit" | "sms_code_invalid" | "sms_unavailable" | "unsubscribe_invalid" | "invite_required" | "invite_invalid" | "invite_expired" | "invite_used_up" | "invite_code_taken" | "second_factor_required" | "second_factor_invalid" | "lease_taken" | "lease_required" | "client_id_conflict" | "complaint_closed" | "appeal_not_possible" | "member_status_conflict" | "staff_target_forbidden" | "staff_self_forbidden" | "staff_credits_limit" | "confirm_required" | "verified_only" | "internal";
            message: string;
            fields?: {
                [key: string]: string;
            };
            minutes?: number;
        } & {
            [key: string]: unknown;
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
    getSiteSettings: {
        parameters: {
            query?: {
                domain?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        countries: string[];
                        name: string;
                        index_title: string;
                        description: string;
                        domain: string;
                        domain_language: string;
                        cdn_prefix: string;
                        /** @enum {string} */
                        signups: "all" | "with_trafficsource" | "other";
                        logged_out_search: boolean;
                        logged_out_search_trafficsource: boolean;
                        enable_site_entry_popup: boolean;
                        site_entry_popup_countries: string[];
                        push_public_key: string;
                        geoip_country: string;
                        geoip_selected_country: string;
                        region_data: {
                            code: string;
                            name: string;
                        }[];
                        visible_profile_fields: string[];
                        visible_profile_notes: boolean;
                        search_fields: string[];
                        message_credits: number;
                        signup_credits: number;
                        photo_credits: number;
                        gift_credits: number;
                        message_length: number;
                        minimum_message_costs: {
                            [key: string]: {
                                costs: number;
                                currency: string;
                            };
                        };
                        support_email: string;
                        support_phone: string;
                        fictional_warning: string;
                        fictional_singular: string;
                        fictional_plural: string;
                        refund_days: number;
                        member_resell: boolean;
                        interests: string[];
                        delete_discount: number;
                        delete_redirect_url: "" | string;
                        delete_redirect_seconds: number;
                        fictional_icon: string;
                        min_age: number;
                        login_max_attempts: number;
                        login_block_minutes: number;
                        time_zone: string;
                        invite_only: boolean;
                        locales: ("nl" | "de" | "en" | "es" | "fr" | "it" | "pl")[];
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    listInterests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        interests: {
                            id: string;
                            icon: string;
                        }[];
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    listRegions: {
        parameters: {
            query?: {
                country?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        regions: {
                            [key: string]: {
                                code: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    getLegalOverrides: {
        parameters: {
            query: {
                locale: "nl" | "de" | "en" | "es" | "fr" | "it" | "pl";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sections: {
                            [key: string]: {
                                heading: string | null;
                                body: string[];
                            };
                        };
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    getCompanyInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        address: string;
                        kvk: string;
                        city: string;
                        country: string;
                        tradenames: string[];
                        vat_numbers: string[];
                        support_phone: string;
                        delete_discount: number;
                        example_data: boolean;
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
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
                            status: "not_confirmed" | "confirmed" | "deleted" | "banned";
                            credits: number;
                            paid_user: boolean;
                            signup_date: string;
                            /** @enum {string} */
                            language: "nl" | "de" | "en" | "es" | "fr" | "it" | "pl";
                            fictional_icon: string;
                            notifications_disabled: ("fbl" | "bounce" | "listunsubscribe")[];
                            /** @enum {string} */
                            role: "member" | "admin" | "moderator" | "operator" | "support";
                            profile: {
                                name: string;
                                country: string;
                                /** @enum {string} */
                                status: "active" | "disabled";
                                main_image: {
                                    filename: string;
                                    thumb_filename: string;
                                } | null;
                            };
                        } | null;
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    setLanguage: {
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
                    language: "nl" | "de" | "en" | "es" | "fr" | "it" | "pl";
                };
            };
        };
        responses: {
            /** @description Success. */
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
                            status: "not_confirmed" | "confirmed" | "deleted" | "banned";
                            credits: number;
                            paid_user: boolean;
                            signup_date: string;
                            /** @enum {string} */
                            language: "nl" | "de" | "en" | "es" | "fr" | "it" | "pl";
                            fictional_icon: string;
                            notifications_disabled: ("fbl" | "bounce" | "listunsubscribe")[];
                            /** @enum {string} */
                            role: "member" | "admin" | "moderator" | "operator" | "support";
                            profile: {
                                name: string;
                                country: string;
                                /** @enum {string} */
                                status: "active" | "disabled";
                                main_image: {
                                    filename: string;
                                    thumb_filename: string;
                                } | null;
                            };
                        } | null;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "forbidden_origin";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    login: {
        parameters: {
            query?: {
                push?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subscription: {
                        /** Format: uri */
                        endpoint: string;
                        expirationTime?: number | null;
                        keys: {
                            p256dh: string;
                            auth: string;
                        };
                    };
                } | {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success. */
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
                            status: "not_confirmed" | "confirmed" | "deleted" | "banned";
                            credits: number;
                            paid_user: boolean;
                            signup_date: string;
                            /** @enum {string} */
                            language: "nl" | "de" | "en" | "es" | "fr" | "it" | "pl";
                            fictional_icon: string;
                            notifications_disabled: ("fbl" | "bounce" | "listunsubscribe")[];
                            /** @enum {string} */
                            role: "member" | "admin" | "moderator" | "operator" | "support";
                            profile: {
                                name: string;
                                country: string;
                                /** @enum {string} */
                                status: "active" | "disabled";
                                main_image: {
                                    filename: string;
                                    thumb_filename: string;
                                } | null;
                            };
                        } | null;
                    } | {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `login_failed` (API.md "Errors"). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "login_failed";
                    };
                };
            };
            /** @description Error `account_banned`, `account_deleted`, `authentication_required`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "account_banned" | "account_deleted" | "authentication_required" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `login_blocked`, `rate_limited` (API.md "Errors"). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "login_blocked" | "rate_limited";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "forbidden_origin";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    pageHidden: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never> | null;
            };
        };
        responses: {
            /** @description Recorded (or nothing to record); no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "forbidden_origin";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    signup: {
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
                    name: string;
                    password: string;
                    date_of_birth: string;
                    /** @enum {string} */
                    gender: "male" | "female";
                    /** @enum {string} */
                    looking_for: "male" | "female";
                    signup_message?: string;
                    tracking?: {
                        network?: string;
                        ref?: string;
                        sub1?: string;
                        sub2?: string;
                        sub3?: string;
                    };
                    match_finder?: {
                        /** @enum {string} */
                        ages: "18-35" | "35+";
                        /** @enum {string} */
                        appearance: "normal" | "sexy";
                    };
                    invite_code?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
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
                            status: "not_confirmed" | "confirmed" | "deleted" | "banned";
                            credits: number;
                            paid_user: boolean;
                            signup_date: string;
                            /** @enum {string} */
                            language: "nl" | "de" | "en" | "es" | "fr" | "it" | "pl";
                            fictional_icon: string;
                            notifications_disabled: ("fbl" | "bounce" | "listunsubscribe")[];
                            /** @enum {string} */
                            role: "member" | "admin" | "moderator" | "operator" | "support";
                            profile: {
                                name: string;
                                country: string;
                                /** @enum {string} */
                                status: "active" | "disabled";
                                main_image: {
                                    filename: string;
                                    thumb_filename: string;
                                } | null;
                            };
                        } | null;
                    };
                };
            };
            /** @description Error `bad_request`, `invite_invalid`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "invite_invalid" | "validation";
                    };
                };
            };
            /** @description Error `forbidden_origin`, `invite_required`, `signups_closed` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "forbidden_origin" | "invite_required" | "signups_closed";
                    };
                };
            };
            /** @description Error `email_taken`, `invite_used_up` (API.md "Errors"). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "email_taken" | "invite_used_up";
                    };
                };
            };
            /** @description Error `invite_expired` (API.md "Errors"). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "invite_expired";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `rate_limited` (API.md "Errors"). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "rate_limited";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    resendActivation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `rate_limited` (API.md "Errors"). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "rate_limited";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    activate: {
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
            /** @description To /activate/done or /activate/error. */
            302: {
                headers: {
                    /** @description Where the browser goes next. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    requestPasswordReset: {
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
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "forbidden_origin";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `rate_limited` (API.md "Errors"). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "rate_limited";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    resetPassword: {
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
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "forbidden_origin";
                    };
                };
            };
            /** @description Error `link_expired` (API.md "Errors"). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "link_expired";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `rate_limited` (API.md "Errors"). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "rate_limited";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    old_password: string;
                    password: string;
                    password_repeat: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    requestEmailChange: {
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
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `email_taken` (API.md "Errors"). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "email_taken";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `rate_limited` (API.md "Errors"). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "rate_limited";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    confirmEmailChange: {
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
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "forbidden_origin";
                    };
                };
            };
            /** @description Error `email_taken` (API.md "Errors"). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "email_taken";
                    };
                };
            };
            /** @description Error `link_expired` (API.md "Errors"). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "link_expired";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    deleteAccount: {
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
                    reason: "price" | "found_someone" | "not_looking" | "site_problems" | "too_few_members" | "time" | "other";
                    remarks?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    reactivateAccount: {
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
            /** @description Success. */
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
                            status: "not_confirmed" | "confirmed" | "deleted" | "banned";
                            credits: number;
                            paid_user: boolean;
                            signup_date: string;
                            /** @enum {string} */
                            language: "nl" | "de" | "en" | "es" | "fr" | "it" | "pl";
                            fictional_icon: string;
                            notifications_disabled: ("fbl" | "bounce" | "listunsubscribe")[];
                            /** @enum {string} */
                            role: "member" | "admin" | "moderator" | "operator" | "support";
                            profile: {
                                name: string;
                                country: string;
                                /** @enum {string} */
                                status: "active" | "disabled";
                                main_image: {
                                    filename: string;
                                    thumb_filename: string;
                                } | null;
                            };
                        } | null;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "forbidden_origin";
                    };
                };
            };
            /** @description Error `link_expired` (API.md "Errors"). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "link_expired";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `rate_limited` (API.md "Errors"). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "rate_limited";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    getStayDiscount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        discount: {
                            code: string;
                            country: string | null;
                            user_id: number | null;
                            expires: string | null;
                            value_percentage: number;
                            percentage: string;
                            currency: string | null;
                            minimum_order_value: number | null;
                            /** @enum {string} */
                            status: "active" | "inactive";
                            /** @enum {string} */
                            validity: "once-per-user" | "unlimited";
                            expired: boolean;
                            paymentmethods: string[];
                            seconds_left: number | null;
                        };
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `code_not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "code_not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    searchMembers: {
        parameters: {
            query?: {
                gender?: "male" | "female";
                country?: "NL" | "BE" | "GB" | "IE" | "DE" | "AT" | "IT" | "FR" | "CH" | "ES" | "US" | "CA" | "AU" | "NZ" | "PL";
                region?: string;
                min_age?: number;
                max_age?: number;
                appearance?: "normal" | "sexy";
                verified?: string;
                page?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: number;
                            name: string;
                            age: number;
                            /** @enum {string} */
                            gender: "male" | "female";
                            country: string;
                            region: string;
                            city: string;
                            fictional: boolean;
                            online: boolean;
                            main_image: {
                                filename: string;
                                thumb_filename: string;
                            } | null;
                            verified: boolean;
                        }[];
                        numResults: number;
                        page: number;
                        next_cursor: string | null;
                        similar_results: {
                            id: number;
                            name: string;
                            age: number;
                            /** @enum {string} */
                            gender: "male" | "female";
                            country: string;
                            region: string;
                            city: string;
                            fictional: boolean;
                            online: boolean;
                            main_image: {
                                filename: string;
                                thumb_filename: string;
                            } | null;
                            verified: boolean;
                        }[];
                        similar_numResults: number;
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    getMember: {
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
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profile: {
                            id: number;
                            name: string;
                            age: number;
                            /** @enum {string} */
                            gender: "male" | "female";
                            country: string;
                            region: string;
                            city: string;
                            fictional: boolean;
                            online: boolean;
                            main_image: {
                                filename: string;
                                thumb_filename: string;
                            } | null;
                            verified: boolean;
                            /** @enum {string} */
                            looking_for: "male" | "female";
                            about: string | null;
                            fields: {
                                [key: string]: string | number | string[];
                            };
                            photos: {
                                id: number;
                                /** @enum {string} */
                                status: "active" | "under_review" | "rejected";
                                locked: boolean;
                                filename: string | null;
                                thumb_filename: string | null;
                                is_main: boolean;
                                reject_reason: string | null;
                            }[];
                            liked: boolean;
                            liked_me: boolean;
                            match: boolean;
                            blocked: boolean;
                            verified_contact_only: boolean;
                        };
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `blocked` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "blocked";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    getOwnProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profile: {
                            name: string;
                            /** @enum {string} */
                            gender: "male" | "female";
                            /** @enum {string} */
                            looking_for: "male" | "female";
                            date_of_birth: string;
                            /** @enum {string} */
                            country: "NL" | "BE" | "GB" | "IE" | "DE" | "AT" | "IT" | "FR" | "CH" | "ES" | "US" | "CA" | "AU" | "NZ" | "PL";
                            region: string;
                            city: string;
                            min_age: number;
                            max_age: number;
                            /** @enum {string|null} */
                            hair_colour?: "blond" | "brown" | "black" | "red" | "grey" | "other" | null;
                            /** @enum {string|null} */
                            eye_colour?: "blue" | "brown" | "green" | "grey" | "hazel" | null;
                            /** @enum {string|null} */
                            body_type?: "slim" | "athletic" | "average" | "curvy" | "large" | null;
                            /** @enum {string|null} */
                            relationship_status?: "divorced" | "living_together" | "married" | "unmarried" | "single" | "widowed" | null;
                            /** @enum {string|null} */
                            sexuality?: "hetero" | "gay" | "lesbian" | "bi" | null;
                            /** @enum {string|null} */
                            tattoos?: "none" | "one" | "several" | null;
                            /** @enum {string|null} */
                            signup_reason?: "relationship" | "friendship" | "dating" | "chat" | null;
                            /** @enum {string|null} */
                            appearance?: "normal" | "sexy" | null;
                            /** @enum {string|null} */
                            seek_appearance?: "normal" | "sexy" | null;
                            interests: string[];
                            about: string;
                            photos: {
                                id: number;
                                /** @enum {string} */
                                status: "active" | "under_review" | "rejected";
                                locked: boolean;
                                filename: string | null;
                                thumb_filename: string | null;
                                is_main: boolean;
                                reject_reason: string | null;
                            }[];
                            invisible: boolean;
                            photo_limit: number;
                        };
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    updateOwnProfile: {
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
                    /** @enum {string} */
                    gender: "male" | "female";
                    /** @enum {string} */
                    looking_for: "male" | "female";
                    date_of_birth: string;
                    /** @enum {string} */
                    country: "NL" | "BE" | "GB" | "IE" | "DE" | "AT" | "IT" | "FR" | "CH" | "ES" | "US" | "CA" | "AU" | "NZ" | "PL";
                    region: string;
                    city: string;
                    min_age: number;
                    max_age: number;
                    /** @enum {string|null} */
                    hair_colour?: "blond" | "brown" | "black" | "red" | "grey" | "other" | null;
                    /** @enum {string|null} */
                    eye_colour?: "blue" | "brown" | "green" | "grey" | "hazel" | null;
                    /** @enum {string|null} */
                    body_type?: "slim" | "athletic" | "average" | "curvy" | "large" | null;
                    /** @enum {string|null} */
                    relationship_status?: "divorced" | "living_together" | "married" | "unmarried" | "single" | "widowed" | null;
                    /** @enum {string|null} */
                    sexuality?: "hetero" | "gay" | "lesbian" | "bi" | null;
                    /** @enum {string|null} */
                    tattoos?: "none" | "one" | "several" | null;
                    /** @enum {string|null} */
                    signup_reason?: "relationship" | "friendship" | "dating" | "chat" | null;
                    /** @enum {string|null} */
                    appearance?: "normal" | "sexy" | null;
                    /** @enum {string|null} */
                    seek_appearance?: "normal" | "sexy" | null;
                    interests: string[];
                    about: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profile: {
                            name: string;
                            /** @enum {string} */
                            gender: "male" | "female";
                            /** @enum {string} */
                            looking_for: "male" | "female";
                            date_of_birth: string;
                            /** @enum {string} */
                            country: "NL" | "BE" | "GB" | "IE" | "DE" | "AT" | "IT" | "FR" | "CH" | "ES" | "US" | "CA" | "AU" | "NZ" | "PL";
                            region: string;
                            city: string;
                            min_age: number;
                            max_age: number;
                            /** @enum {string|null} */
                            hair_colour?: "blond" | "brown" | "black" | "red" | "grey" | "other" | null;
                            /** @enum {string|null} */
                            eye_colour?: "blue" | "brown" | "green" | "grey" | "hazel" | null;
                            /** @enum {string|null} */
                            body_type?: "slim" | "athletic" | "average" | "curvy" | "large" | null;
                            /** @enum {string|null} */
                            relationship_status?: "divorced" | "living_together" | "married" | "unmarried" | "single" | "widowed" | null;
                            /** @enum {string|null} */
                            sexuality?: "hetero" | "gay" | "lesbian" | "bi" | null;
                            /** @enum {string|null} */
                            tattoos?: "none" | "one" | "several" | null;
                            /** @enum {string|null} */
                            signup_reason?: "relationship" | "friendship" | "dating" | "chat" | null;
                            /** @enum {string|null} */
                            appearance?: "normal" | "sexy" | null;
                            /** @enum {string|null} */
                            seek_appearance?: "normal" | "sexy" | null;
                            interests: string[];
                            about: string;
                            photos: {
                                id: number;
                                /** @enum {string} */
                                status: "active" | "under_review" | "rejected";
                                locked: boolean;
                                filename: string | null;
                                thumb_filename: string | null;
                                is_main: boolean;
                                reject_reason: string | null;
                            }[];
                            invisible: boolean;
                            photo_limit: number;
                        };
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    getSearchDefaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        search_defaults: {
                            /** @enum {string} */
                            gender: "male" | "female";
                            min_age: number | null;
                            max_age: number | null;
                            /** @enum {string|null} */
                            appearance: "normal" | "sexy" | null;
                        };
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    setSearchDefaults: {
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
                    ages: "18-35" | "35+";
                    /** @enum {string} */
                    appearance: "normal" | "sexy";
                    /** @enum {string} */
                    looking_for?: "male" | "female";
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        search_defaults: {
                            /** @enum {string} */
                            gender: "male" | "female";
                            min_age: number | null;
                            max_age: number | null;
                            /** @enum {string|null} */
                            appearance: "normal" | "sexy" | null;
                        };
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    setInvisible: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    invisible: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden_origin`, `premium_only` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden_origin" | "premium_only";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    uploadPhoto: {
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
                     * @description JPEG, PNG, WebP or AVIF, at most 10 MiB.
                     */
                    photo: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        photo: {
                            id: number;
                            status: string;
                            filename: string;
                            thumb_filename: string;
                        };
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden_origin`, `photo_limit` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden_origin" | "photo_limit";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    deletePhoto: {
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
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    setMainPhoto: {
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
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    getVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        verified: boolean;
                        can_request: boolean;
                        request: {
                            id: number;
                            /** @enum {string} */
                            status: "awaiting_selfie" | "matching" | "pending" | "approved" | "rejected";
                            /** @enum {string} */
                            pose: "open_hand" | "thumbs_up" | "peace_sign" | "touch_nose" | "hand_on_head" | "point_up";
                            reason: string | null;
                            created_at: string;
                            decided_at: string | null;
                        } | null;
                        verified_contact_only: boolean;
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    requestVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        verified: boolean;
                        can_request: boolean;
                        request: {
                            id: number;
                            /** @enum {string} */
                            status: "awaiting_selfie" | "matching" | "pending" | "approved" | "rejected";
                            /** @enum {string} */
                            pose: "open_hand" | "thumbs_up" | "peace_sign" | "touch_nose" | "hand_on_head" | "point_up";
                            reason: string | null;
                            created_at: string;
                            decided_at: string | null;
                        } | null;
                        verified_contact_only: boolean;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    sendVerificationSelfie: {
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
                     * @description JPEG, PNG, WebP or AVIF, at most 10 MiB.
                     */
                    selfie: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        verified: boolean;
                        can_request: boolean;
                        request: {
                            id: number;
                            /** @enum {string} */
                            status: "awaiting_selfie" | "matching" | "pending" | "approved" | "rejected";
                            /** @enum {string} */
                            pose: "open_hand" | "thumbs_up" | "peace_sign" | "touch_nose" | "hand_on_head" | "point_up";
                            reason: string | null;
                            created_at: string;
                            decided_at: string | null;
                        } | null;
                        verified_contact_only: boolean;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    setVerifiedContactOnly: {
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
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        verified: boolean;
                        can_request: boolean;
                        request: {
                            id: number;
                            /** @enum {string} */
                            status: "awaiting_selfie" | "matching" | "pending" | "approved" | "rejected";
                            /** @enum {string} */
                            pose: "open_hand" | "thumbs_up" | "peace_sign" | "touch_nose" | "hand_on_head" | "point_up";
                            reason: string | null;
                            created_at: string;
                            decided_at: string | null;
                        } | null;
                        verified_contact_only: boolean;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    getShowcase: {
        parameters: {
            query?: {
                slug?: string;
                gender?: "male" | "female";
                min_age?: number;
                max_age?: number;
                appearance?: "normal" | "sexy";
                limit?: number;
                fill?: "0" | "1";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        place: {
                            slug: string;
                            name: string;
                            /** @enum {string} */
                            kind: "city" | "region";
                            region: string;
                        } | null;
                        members: {
                            id: number;
                            name: string;
                            age: number;
                            city: string;
                            image: {
                                filename: string;
                                thumb_filename: string;
                            };
                            online: boolean;
                            in_place: boolean;
                        }[];
                        online_now: number;
                        members_total: number;
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `rate_limited` (API.md "Errors"). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "rate_limited";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    listLikes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profiles: {
                            id: number;
                            name: string;
                            age: number;
                            /** @enum {string} */
                            gender: "male" | "female";
                            country: string;
                            region: string;
                            city: string;
                            fictional: boolean;
                            online: boolean;
                            main_image: {
                                filename: string;
                                thumb_filename: string;
                                match: string;
                            } | null;
                            verified: boolean;
                            liked: boolean;
                            liked_me: boolean;
                            like_new: boolean;
                            match: boolean;
                            liked_at: string;
                        }[];
                        liked_by: {
                            id: number;
                            like_new: boolean;
                        }[];
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    like: {
        parameters: {
            query?: {
                source?: "profile" | "swipe";
            };
            header?: never;
            path: {
                profileId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        like: true;
                        match: boolean;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `blocked`, `forbidden`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "blocked" | "forbidden" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `swipe_limit` (API.md "Errors"). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "swipe_limit";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    unlike: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                profileId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    markLikeSeen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                profileId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    getAutoLike: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        main_image: {
                            match: string;
                        };
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    nextSwipeProfile: {
        parameters: {
            query?: {
                country?: "NL" | "BE" | "GB" | "IE" | "DE" | "AT" | "IT" | "FR" | "CH" | "ES" | "US" | "CA" | "AU" | "NZ" | "PL";
                region?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profile: {
                            id: number;
                            name: string;
                            age: number;
                            /** @enum {string} */
                            gender: "male" | "female";
                            country: string;
                            region: string;
                            city: string;
                            fictional: boolean;
                            online: boolean;
                            main_image: {
                                filename: string;
                                thumb_filename: string;
                            } | null;
                            verified: boolean;
                        } | null;
                        likes_left: number;
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required";
                    };
                };
            };
            /** @description Error `swipe_limit` (API.md "Errors"). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "swipe_limit";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    passSwipeProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                profileId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `swipe_limit` (API.md "Errors"). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "swipe_limit";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    listBlocks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        blocked: {
                            id: number;
                            name: string;
                            main_image: {
                                filename: string;
                                thumb_filename: string;
                            } | null;
                            blocked_at: string;
                        }[];
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    block: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                profileId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    unblock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                profileId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    geocode: {
        parameters: {
            query: {
                lat: number;
                lon: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        country: string;
                        region: string;
                        city: string;
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminListPhotos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        photos: {
                            id: number;
                            member_id: number;
                            name: string;
                            created_at: string;
                            thumb_filename: string;
                            filename: string;
                            screening: {
                                /** @enum {string} */
                                status: "pending" | "clear" | "flagged";
                                explicit: number | null;
                                threshold: number | null;
                                scores: {
                                    porn: number;
                                    sexy: number;
                                    hentai: number;
                                    neutral: number;
                                    drawing: number;
                                } | null;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "second_factor_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminReviewPhotos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
                    /** @enum {boolean} */
                    approve: true;
                } | {
                    ids: number[];
                    /** @enum {boolean} */
                    approve: false;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminListRefunds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        refunds: {
                            order_id: number;
                            member_id: number;
                            email: string;
                            credits_bought: number;
                            balance: number;
                            /** @description cents paid */
                            amount: number;
                            /** @description cents the unused credits are worth */
                            refund_amount: number;
                            currency: string;
                            method: string;
                            paid_at: string | null;
                            requested_at: string;
                        }[];
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "second_factor_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminDecideRefund: {
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
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description cents */
                        refunded: number;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `refund_not_possible` (API.md "Errors"). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "refund_not_possible";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy`, `payment_unavailable` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy" | "payment_unavailable";
                    };
                };
            };
        };
    };
    adminListFictional: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profiles: {
                            id: number;
                            name: string;
                            age: number;
                            /** @enum {string} */
                            gender: "male" | "female";
                            country: string;
                            city: string;
                            /** @enum {string} */
                            status: "active" | "disabled";
                            main_image: {
                                filename: string;
                                thumb_filename: string;
                            } | null;
                            sites: string[];
                            waiting: number;
                            created_at: string;
                        }[];
                        site_domains: string[];
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "second_factor_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminCreateFictional: {
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
                    /** @enum {string} */
                    gender: "male" | "female";
                    /** @enum {string} */
                    looking_for: "male" | "female";
                    date_of_birth: string;
                    /** @enum {string} */
                    country: "NL" | "BE" | "GB" | "IE" | "DE" | "AT" | "IT" | "FR" | "CH" | "ES" | "US" | "CA" | "AU" | "NZ" | "PL";
                    region: string;
                    city: string;
                    min_age: number;
                    max_age: number;
                    /** @enum {string|null} */
                    hair_colour?: "blond" | "brown" | "black" | "red" | "grey" | "other" | null;
                    /** @enum {string|null} */
                    eye_colour?: "blue" | "brown" | "green" | "grey" | "hazel" | null;
                    /** @enum {string|null} */
                    body_type?: "slim" | "athletic" | "average" | "curvy" | "large" | null;
                    /** @enum {string|null} */
                    relationship_status?: "divorced" | "living_together" | "married" | "unmarried" | "single" | "widowed" | null;
                    /** @enum {string|null} */
                    sexuality?: "hetero" | "gay" | "lesbian" | "bi" | null;
                    /** @enum {string|null} */
                    tattoos?: "none" | "one" | "several" | null;
                    /** @enum {string|null} */
                    signup_reason?: "relationship" | "friendship" | "dating" | "chat" | null;
                    /** @enum {string|null} */
                    appearance?: "normal" | "sexy" | null;
                    /** @enum {string|null} */
                    seek_appearance?: "normal" | "sexy" | null;
                    interests: string[];
                    about: string;
                    sites: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profile: {
                            name: string;
                            /** @enum {string} */
                            gender: "male" | "female";
                            /** @enum {string} */
                            looking_for: "male" | "female";
                            date_of_birth: string;
                            /** @enum {string} */
                            country: "NL" | "BE" | "GB" | "IE" | "DE" | "AT" | "IT" | "FR" | "CH" | "ES" | "US" | "CA" | "AU" | "NZ" | "PL";
                            region: string;
                            city: string;
                            min_age: number;
                            max_age: number;
                            /** @enum {string|null} */
                            hair_colour?: "blond" | "brown" | "black" | "red" | "grey" | "other" | null;
                            /** @enum {string|null} */
                            eye_colour?: "blue" | "brown" | "green" | "grey" | "hazel" | null;
                            /** @enum {string|null} */
                            body_type?: "slim" | "athletic" | "average" | "curvy" | "large" | null;
                            /** @enum {string|null} */
                            relationship_status?: "divorced" | "living_together" | "married" | "unmarried" | "single" | "widowed" | null;
                            /** @enum {string|null} */
                            sexuality?: "hetero" | "gay" | "lesbian" | "bi" | null;
                            /** @enum {string|null} */
                            tattoos?: "none" | "one" | "several" | null;
                            /** @enum {string|null} */
                            signup_reason?: "relationship" | "friendship" | "dating" | "chat" | null;
                            /** @enum {string|null} */
                            appearance?: "normal" | "sexy" | null;
                            /** @enum {string|null} */
                            seek_appearance?: "normal" | "sexy" | null;
                            interests: string[];
                            about: string;
                            id: number;
                            sites: string[];
                            /** @enum {string} */
                            status: "active" | "disabled";
                            photos: {
                                id: number;
                                /** @enum {string} */
                                status: "active" | "under_review" | "rejected";
                                locked: boolean;
                                filename: string | null;
                                thumb_filename: string | null;
                                is_main: boolean;
                                reject_reason: string | null;
                            }[];
                            created_at: string;
                        };
                        site_domains: string[];
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminGetFictional: {
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
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profile: {
                            name: string;
                            /** @enum {string} */
                            gender: "male" | "female";
                            /** @enum {string} */
                            looking_for: "male" | "female";
                            date_of_birth: string;
                            /** @enum {string} */
                            country: "NL" | "BE" | "GB" | "IE" | "DE" | "AT" | "IT" | "FR" | "CH" | "ES" | "US" | "CA" | "AU" | "NZ" | "PL";
                            region: string;
                            city: string;
                            min_age: number;
                            max_age: number;
                            /** @enum {string|null} */
                            hair_colour?: "blond" | "brown" | "black" | "red" | "grey" | "other" | null;
                            /** @enum {string|null} */
                            eye_colour?: "blue" | "brown" | "green" | "grey" | "hazel" | null;
                            /** @enum {string|null} */
                            body_type?: "slim" | "athletic" | "average" | "curvy" | "large" | null;
                            /** @enum {string|null} */
                            relationship_status?: "divorced" | "living_together" | "married" | "unmarried" | "single" | "widowed" | null;
                            /** @enum {string|null} */
                            sexuality?: "hetero" | "gay" | "lesbian" | "bi" | null;
                            /** @enum {string|null} */
                            tattoos?: "none" | "one" | "several" | null;
                            /** @enum {string|null} */
                            signup_reason?: "relationship" | "friendship" | "dating" | "chat" | null;
                            /** @enum {string|null} */
                            appearance?: "normal" | "sexy" | null;
                            /** @enum {string|null} */
                            seek_appearance?: "normal" | "sexy" | null;
                            interests: string[];
                            about: string;
                            id: number;
                            sites: string[];
                            /** @enum {string} */
                            status: "active" | "disabled";
                            photos: {
                                id: number;
                                /** @enum {string} */
                                status: "active" | "under_review" | "rejected";
                                locked: boolean;
                                filename: string | null;
                                thumb_filename: string | null;
                                is_main: boolean;
                                reject_reason: string | null;
                            }[];
                            created_at: string;
                        };
                        site_domains: string[];
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminUpdateFictional: {
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
                    /** @enum {string} */
                    gender: "male" | "female";
                    /** @enum {string} */
                    looking_for: "male" | "female";
                    date_of_birth: string;
                    /** @enum {string} */
                    country: "NL" | "BE" | "GB" | "IE" | "DE" | "AT" | "IT" | "FR" | "CH" | "ES" | "US" | "CA" | "AU" | "NZ" | "PL";
                    region: string;
                    city: string;
                    min_age: number;
                    max_age: number;
                    /** @enum {string|null} */
                    hair_colour?: "blond" | "brown" | "black" | "red" | "grey" | "other" | null;
                    /** @enum {string|null} */
                    eye_colour?: "blue" | "brown" | "green" | "grey" | "hazel" | null;
                    /** @enum {string|null} */
                    body_type?: "slim" | "athletic" | "average" | "curvy" | "large" | null;
                    /** @enum {string|null} */
                    relationship_status?: "divorced" | "living_together" | "married" | "unmarried" | "single" | "widowed" | null;
                    /** @enum {string|null} */
                    sexuality?: "hetero" | "gay" | "lesbian" | "bi" | null;
                    /** @enum {string|null} */
                    tattoos?: "none" | "one" | "several" | null;
                    /** @enum {string|null} */
                    signup_reason?: "relationship" | "friendship" | "dating" | "chat" | null;
                    /** @enum {string|null} */
                    appearance?: "normal" | "sexy" | null;
                    /** @enum {string|null} */
                    seek_appearance?: "normal" | "sexy" | null;
                    interests: string[];
                    about: string;
                    sites: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profile: {
                            name: string;
                            /** @enum {string} */
                            gender: "male" | "female";
                            /** @enum {string} */
                            looking_for: "male" | "female";
                            date_of_birth: string;
                            /** @enum {string} */
                            country: "NL" | "BE" | "GB" | "IE" | "DE" | "AT" | "IT" | "FR" | "CH" | "ES" | "US" | "CA" | "AU" | "NZ" | "PL";
                            region: string;
                            city: string;
                            min_age: number;
                            max_age: number;
                            /** @enum {string|null} */
                            hair_colour?: "blond" | "brown" | "black" | "red" | "grey" | "other" | null;
                            /** @enum {string|null} */
                            eye_colour?: "blue" | "brown" | "green" | "grey" | "hazel" | null;
                            /** @enum {string|null} */
                            body_type?: "slim" | "athletic" | "average" | "curvy" | "large" | null;
                            /** @enum {string|null} */
                            relationship_status?: "divorced" | "living_together" | "married" | "unmarried" | "single" | "widowed" | null;
                            /** @enum {string|null} */
                            sexuality?: "hetero" | "gay" | "lesbian" | "bi" | null;
                            /** @enum {string|null} */
                            tattoos?: "none" | "one" | "several" | null;
                            /** @enum {string|null} */
                            signup_reason?: "relationship" | "friendship" | "dating" | "chat" | null;
                            /** @enum {string|null} */
                            appearance?: "normal" | "sexy" | null;
                            /** @enum {string|null} */
                            seek_appearance?: "normal" | "sexy" | null;
                            interests: string[];
                            about: string;
                            id: number;
                            sites: string[];
                            /** @enum {string} */
                            status: "active" | "disabled";
                            photos: {
                                id: number;
                                /** @enum {string} */
                                status: "active" | "under_review" | "rejected";
                                locked: boolean;
                                filename: string | null;
                                thumb_filename: string | null;
                                is_main: boolean;
                                reject_reason: string | null;
                            }[];
                            created_at: string;
                        };
                        site_domains: string[];
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminHideFictional: {
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
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profile: {
                            name: string;
                            /** @enum {string} */
                            gender: "male" | "female";
                            /** @enum {string} */
                            looking_for: "male" | "female";
                            date_of_birth: string;
                            /** @enum {string} */
                            country: "NL" | "BE" | "GB" | "IE" | "DE" | "AT" | "IT" | "FR" | "CH" | "ES" | "US" | "CA" | "AU" | "NZ" | "PL";
                            region: string;
                            city: string;
                            min_age: number;
                            max_age: number;
                            /** @enum {string|null} */
                            hair_colour?: "blond" | "brown" | "black" | "red" | "grey" | "other" | null;
                            /** @enum {string|null} */
                            eye_colour?: "blue" | "brown" | "green" | "grey" | "hazel" | null;
                            /** @enum {string|null} */
                            body_type?: "slim" | "athletic" | "average" | "curvy" | "large" | null;
                            /** @enum {string|null} */
                            relationship_status?: "divorced" | "living_together" | "married" | "unmarried" | "single" | "widowed" | null;
                            /** @enum {string|null} */
                            sexuality?: "hetero" | "gay" | "lesbian" | "bi" | null;
                            /** @enum {string|null} */
                            tattoos?: "none" | "one" | "several" | null;
                            /** @enum {string|null} */
                            signup_reason?: "relationship" | "friendship" | "dating" | "chat" | null;
                            /** @enum {string|null} */
                            appearance?: "normal" | "sexy" | null;
                            /** @enum {string|null} */
                            seek_appearance?: "normal" | "sexy" | null;
                            interests: string[];
                            about: string;
                            id: number;
                            sites: string[];
                            /** @enum {string} */
                            status: "active" | "disabled";
                            photos: {
                                id: number;
                                /** @enum {string} */
                                status: "active" | "under_review" | "rejected";
                                locked: boolean;
                                filename: string | null;
                                thumb_filename: string | null;
                                is_main: boolean;
                                reject_reason: string | null;
                            }[];
                            created_at: string;
                        };
                        site_domains: string[];
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminRestoreFictional: {
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
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profile: {
                            name: string;
                            /** @enum {string} */
                            gender: "male" | "female";
                            /** @enum {string} */
                            looking_for: "male" | "female";
                            date_of_birth: string;
                            /** @enum {string} */
                            country: "NL" | "BE" | "GB" | "IE" | "DE" | "AT" | "IT" | "FR" | "CH" | "ES" | "US" | "CA" | "AU" | "NZ" | "PL";
                            region: string;
                            city: string;
                            min_age: number;
                            max_age: number;
                            /** @enum {string|null} */
                            hair_colour?: "blond" | "brown" | "black" | "red" | "grey" | "other" | null;
                            /** @enum {string|null} */
                            eye_colour?: "blue" | "brown" | "green" | "grey" | "hazel" | null;
                            /** @enum {string|null} */
                            body_type?: "slim" | "athletic" | "average" | "curvy" | "large" | null;
                            /** @enum {string|null} */
                            relationship_status?: "divorced" | "living_together" | "married" | "unmarried" | "single" | "widowed" | null;
                            /** @enum {string|null} */
                            sexuality?: "hetero" | "gay" | "lesbian" | "bi" | null;
                            /** @enum {string|null} */
                            tattoos?: "none" | "one" | "several" | null;
                            /** @enum {string|null} */
                            signup_reason?: "relationship" | "friendship" | "dating" | "chat" | null;
                            /** @enum {string|null} */
                            appearance?: "normal" | "sexy" | null;
                            /** @enum {string|null} */
                            seek_appearance?: "normal" | "sexy" | null;
                            interests: string[];
                            about: string;
                            id: number;
                            sites: string[];
                            /** @enum {string} */
                            status: "active" | "disabled";
                            photos: {
                                id: number;
                                /** @enum {string} */
                                status: "active" | "under_review" | "rejected";
                                locked: boolean;
                                filename: string | null;
                                thumb_filename: string | null;
                                is_main: boolean;
                                reject_reason: string | null;
                            }[];
                            created_at: string;
                        };
                        site_domains: string[];
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminUploadFictionalPhoto: {
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
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description JPEG, PNG, WebP or AVIF, at most 10 MiB.
                     */
                    photo: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profile: {
                            name: string;
                            /** @enum {string} */
                            gender: "male" | "female";
                            /** @enum {string} */
                            looking_for: "male" | "female";
                            date_of_birth: string;
                            /** @enum {string} */
                            country: "NL" | "BE" | "GB" | "IE" | "DE" | "AT" | "IT" | "FR" | "CH" | "ES" | "US" | "CA" | "AU" | "NZ" | "PL";
                            region: string;
                            city: string;
                            min_age: number;
                            max_age: number;
                            /** @enum {string|null} */
                            hair_colour?: "blond" | "brown" | "black" | "red" | "grey" | "other" | null;
                            /** @enum {string|null} */
                            eye_colour?: "blue" | "brown" | "green" | "grey" | "hazel" | null;
                            /** @enum {string|null} */
                            body_type?: "slim" | "athletic" | "average" | "curvy" | "large" | null;
                            /** @enum {string|null} */
                            relationship_status?: "divorced" | "living_together" | "married" | "unmarried" | "single" | "widowed" | null;
                            /** @enum {string|null} */
                            sexuality?: "hetero" | "gay" | "lesbian" | "bi" | null;
                            /** @enum {string|null} */
                            tattoos?: "none" | "one" | "several" | null;
                            /** @enum {string|null} */
                            signup_reason?: "relationship" | "friendship" | "dating" | "chat" | null;
                            /** @enum {string|null} */
                            appearance?: "normal" | "sexy" | null;
                            /** @enum {string|null} */
                            seek_appearance?: "normal" | "sexy" | null;
                            interests: string[];
                            about: string;
                            id: number;
                            sites: string[];
                            /** @enum {string} */
                            status: "active" | "disabled";
                            photos: {
                                id: number;
                                /** @enum {string} */
                                status: "active" | "under_review" | "rejected";
                                locked: boolean;
                                filename: string | null;
                                thumb_filename: string | null;
                                is_main: boolean;
                                reject_reason: string | null;
                            }[];
                            created_at: string;
                        };
                        site_domains: string[];
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `photo_limit`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "photo_limit" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminDeleteFictionalPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                photoId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profile: {
                            name: string;
                            /** @enum {string} */
                            gender: "male" | "female";
                            /** @enum {string} */
                            looking_for: "male" | "female";
                            date_of_birth: string;
                            /** @enum {string} */
                            country: "NL" | "BE" | "GB" | "IE" | "DE" | "AT" | "IT" | "FR" | "CH" | "ES" | "US" | "CA" | "AU" | "NZ" | "PL";
                            region: string;
                            city: string;
                            min_age: number;
                            max_age: number;
                            /** @enum {string|null} */
                            hair_colour?: "blond" | "brown" | "black" | "red" | "grey" | "other" | null;
                            /** @enum {string|null} */
                            eye_colour?: "blue" | "brown" | "green" | "grey" | "hazel" | null;
                            /** @enum {string|null} */
                            body_type?: "slim" | "athletic" | "average" | "curvy" | "large" | null;
                            /** @enum {string|null} */
                            relationship_status?: "divorced" | "living_together" | "married" | "unmarried" | "single" | "widowed" | null;
                            /** @enum {string|null} */
                            sexuality?: "hetero" | "gay" | "lesbian" | "bi" | null;
                            /** @enum {string|null} */
                            tattoos?: "none" | "one" | "several" | null;
                            /** @enum {string|null} */
                            signup_reason?: "relationship" | "friendship" | "dating" | "chat" | null;
                            /** @enum {string|null} */
                            appearance?: "normal" | "sexy" | null;
                            /** @enum {string|null} */
                            seek_appearance?: "normal" | "sexy" | null;
                            interests: string[];
                            about: string;
                            id: number;
                            sites: string[];
                            /** @enum {string} */
                            status: "active" | "disabled";
                            photos: {
                                id: number;
                                /** @enum {string} */
                                status: "active" | "under_review" | "rejected";
                                locked: boolean;
                                filename: string | null;
                                thumb_filename: string | null;
                                is_main: boolean;
                                reject_reason: string | null;
                            }[];
                            created_at: string;
                        };
                        site_domains: string[];
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminSetFictionalMainPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                photoId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profile: {
                            name: string;
                            /** @enum {string} */
                            gender: "male" | "female";
                            /** @enum {string} */
                            looking_for: "male" | "female";
                            date_of_birth: string;
                            /** @enum {string} */
                            country: "NL" | "BE" | "GB" | "IE" | "DE" | "AT" | "IT" | "FR" | "CH" | "ES" | "US" | "CA" | "AU" | "NZ" | "PL";
                            region: string;
                            city: string;
                            min_age: number;
                            max_age: number;
                            /** @enum {string|null} */
                            hair_colour?: "blond" | "brown" | "black" | "red" | "grey" | "other" | null;
                            /** @enum {string|null} */
                            eye_colour?: "blue" | "brown" | "green" | "grey" | "hazel" | null;
                            /** @enum {string|null} */
                            body_type?: "slim" | "athletic" | "average" | "curvy" | "large" | null;
                            /** @enum {string|null} */
                            relationship_status?: "divorced" | "living_together" | "married" | "unmarried" | "single" | "widowed" | null;
                            /** @enum {string|null} */
                            sexuality?: "hetero" | "gay" | "lesbian" | "bi" | null;
                            /** @enum {string|null} */
                            tattoos?: "none" | "one" | "several" | null;
                            /** @enum {string|null} */
                            signup_reason?: "relationship" | "friendship" | "dating" | "chat" | null;
                            /** @enum {string|null} */
                            appearance?: "normal" | "sexy" | null;
                            /** @enum {string|null} */
                            seek_appearance?: "normal" | "sexy" | null;
                            interests: string[];
                            about: string;
                            id: number;
                            sites: string[];
                            /** @enum {string} */
                            status: "active" | "disabled";
                            photos: {
                                id: number;
                                /** @enum {string} */
                                status: "active" | "under_review" | "rejected";
                                locked: boolean;
                                filename: string | null;
                                thumb_filename: string | null;
                                is_main: boolean;
                                reject_reason: string | null;
                            }[];
                            created_at: string;
                        };
                        site_domains: string[];
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminListComplaints: {
        parameters: {
            query?: {
                status?: "received" | "in_review" | "decided" | "appealed" | "closed";
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        complaints: {
                            id: number;
                            reference: string;
                            /** @enum {string} */
                            status: "received" | "in_review" | "decided" | "appealed" | "closed";
                            subject: string;
                            body: string;
                            language: string;
                            created_at: string;
                            reporter: {
                                id: number | null;
                                name: string | null;
                                email: string | null;
                                status: string | null;
                            };
                            reported: {
                                id: number | null;
                                name: string | null;
                                email: string | null;
                                status: string | null;
                            } | null;
                            message: {
                                id: number;
                                conversation_id: number;
                                sender_id: number;
                                type: string;
                                body: string | null;
                                created_at: string;
                                hidden: boolean;
                                removed: boolean;
                            } | null;
                            decision: string | null;
                            decision_reason: string | null;
                            decided_at: string | null;
                            decided_by: number | null;
                            appeal_body: string | null;
                            appealed_at: string | null;
                            appeal_decision: string | null;
                            appeal_reason: string | null;
                            appeal_decided_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "second_factor_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminGetComplaint: {
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
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        complaint: {
                            id: number;
                            reference: string;
                            /** @enum {string} */
                            status: "received" | "in_review" | "decided" | "appealed" | "closed";
                            subject: string;
                            body: string;
                            language: string;
                            created_at: string;
                            reporter: {
                                id: number | null;
                                name: string | null;
                                email: string | null;
                                status: string | null;
                            };
                            reported: {
                                id: number | null;
                                name: string | null;
                                email: string | null;
                                status: string | null;
                            } | null;
                            message: {
                                id: number;
                                conversation_id: number;
                                sender_id: number;
                                type: string;
                                body: string | null;
                                created_at: string;
                                hidden: boolean;
                                removed: boolean;
                            } | null;
                            decision: string | null;
                            decision_reason: string | null;
                            decided_at: string | null;
                            decided_by: number | null;
                            appeal_body: string | null;
                            appealed_at: string | null;
                            appeal_decision: string | null;
                            appeal_reason: string | null;
                            appeal_decided_at: string | null;
                        };
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminDecideComplaint: {
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
                    decision: "no_action" | "content_removed" | "warning" | "ban";
                    reason: string;
                    /** @enum {string} */
                    sanction?: "warning" | "ban";
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        complaint: {
                            id: number;
                            reference: string;
                            /** @enum {string} */
                            status: "received" | "in_review" | "decided" | "appealed" | "closed";
                            subject: string;
                            body: string;
                            language: string;
                            created_at: string;
                            reporter: {
                                id: number | null;
                                name: string | null;
                                email: string | null;
                                status: string | null;
                            };
                            reported: {
                                id: number | null;
                                name: string | null;
                                email: string | null;
                                status: string | null;
                            } | null;
                            message: {
                                id: number;
                                conversation_id: number;
                                sender_id: number;
                                type: string;
                                body: string | null;
                                created_at: string;
                                hidden: boolean;
                                removed: boolean;
                            } | null;
                            decision: string | null;
                            decision_reason: string | null;
                            decided_at: string | null;
                            decided_by: number | null;
                            appeal_body: string | null;
                            appealed_at: string | null;
                            appeal_decision: string | null;
                            appeal_reason: string | null;
                            appeal_decided_at: string | null;
                        };
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `complaint_closed` (API.md "Errors"). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "complaint_closed";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminDecideAppeal: {
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
                    decision: "upheld" | "reversed";
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        complaint: {
                            id: number;
                            reference: string;
                            /** @enum {string} */
                            status: "received" | "in_review" | "decided" | "appealed" | "closed";
                            subject: string;
                            body: string;
                            language: string;
                            created_at: string;
                            reporter: {
                                id: number | null;
                                name: string | null;
                                email: string | null;
                                status: string | null;
                            };
                            reported: {
                                id: number | null;
                                name: string | null;
                                email: string | null;
                                status: string | null;
                            } | null;
                            message: {
                                id: number;
                                conversation_id: number;
                                sender_id: number;
                                type: string;
                                body: string | null;
                                created_at: string;
                                hidden: boolean;
                                removed: boolean;
                            } | null;
                            decision: string | null;
                            decision_reason: string | null;
                            decided_at: string | null;
                            decided_by: number | null;
                            appeal_body: string | null;
                            appealed_at: string | null;
                            appeal_decision: string | null;
                            appeal_reason: string | null;
                            appeal_decided_at: string | null;
                        };
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `complaint_closed` (API.md "Errors"). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "complaint_closed";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminListSanctions: {
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
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        sanctions: {
                            id: number;
                            /** @enum {string} */
                            kind: "warning" | "ban" | "unban";
                            reason: string;
                            complaint_id: number | null;
                            created_by: number | null;
                            created_at: string;
                            acknowledged_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminWarnMember: {
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
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sanction: {
                            id: number;
                            /** @enum {string} */
                            kind: "warning" | "ban" | "unban";
                            reason: string;
                            complaint_id: number | null;
                            created_by: number | null;
                            created_at: string;
                            acknowledged_at: string | null;
                        };
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required`, `staff_self_forbidden`, `staff_target_forbidden` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required" | "staff_self_forbidden" | "staff_target_forbidden";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminBanMember: {
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
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sanction: {
                            id: number;
                            /** @enum {string} */
                            kind: "warning" | "ban" | "unban";
                            reason: string;
                            complaint_id: number | null;
                            created_by: number | null;
                            created_at: string;
                            acknowledged_at: string | null;
                        };
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required`, `staff_self_forbidden`, `staff_target_forbidden` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required" | "staff_self_forbidden" | "staff_target_forbidden";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `member_status_conflict` (API.md "Errors"). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "member_status_conflict";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminUnbanMember: {
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
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sanction: {
                            id: number;
                            /** @enum {string} */
                            kind: "warning" | "ban" | "unban";
                            reason: string;
                            complaint_id: number | null;
                            created_by: number | null;
                            created_at: string;
                            acknowledged_at: string | null;
                        };
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required`, `staff_self_forbidden`, `staff_target_forbidden` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required" | "staff_self_forbidden" | "staff_target_forbidden";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `member_status_conflict` (API.md "Errors"). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "member_status_conflict";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminListDuplicates: {
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
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        duplicates: {
                            member: {
                                id: number | null;
                                name: string | null;
                                email: string | null;
                                status: string | null;
                            };
                            shared: {
                                /** @enum {string} */
                                signal: "signup_ip" | "session_ip" | "device";
                                value: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminHideMessage: {
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
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: {
                            id: number;
                            conversation_id: number;
                            sender_id: number;
                            type: string;
                            body: string | null;
                            created_at: string;
                            hidden: boolean;
                            removed: boolean;
                        };
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminUnhideMessage: {
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
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: {
                            id: number;
                            conversation_id: number;
                            sender_id: number;
                            type: string;
                            body: string | null;
                            created_at: string;
                            hidden: boolean;
                            removed: boolean;
                        };
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminListContactFlags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        flags: {
                            id: number;
                            sender: {
                                id: number;
                                name: string | null;
                            };
                            recipients: number;
                            created_at: string;
                            messages: {
                                id: number;
                                recipient: {
                                    id: number;
                                    name: string | null;
                                };
                                body: string | null;
                                kinds: ("link" | "email" | "phone" | "iban" | "payment" | "crypto")[];
                                created_at: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "second_factor_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminReviewContactFlag: {
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
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminListVerifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        requests: {
                            id: number;
                            member: {
                                id: number;
                                name: string | null;
                            };
                            /** @enum {string} */
                            pose: "open_hand" | "thumbs_up" | "peace_sign" | "touch_nose" | "hand_on_head" | "point_up";
                            distance: number | null;
                            main_distance: number | null;
                            threshold: number;
                            selfie_faces: number | null;
                            comparison_failed: boolean;
                            created_at: string;
                            selfie_url: string;
                            photos: {
                                id: number;
                                filename: string;
                                thumb_filename: string;
                                is_main: boolean;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "second_factor_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminGetVerificationSelfie: {
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
            /** @description The selfie (WebP), until the decision. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminDecideVerification: {
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
                    /** @enum {boolean} */
                    approve: true;
                } | {
                    /** @enum {boolean} */
                    approve: false;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    listOwnWarnings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        warnings: {
                            id: number;
                            reason: string;
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    acknowledgeWarning: {
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
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminListSites: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sites: {
                            domain: string;
                            settings: {
                                countries: string[];
                                name: string;
                                index_title: string;
                                description: string;
                                domain: string;
                                domain_language: string;
                                cdn_prefix: string;
                                /** @enum {string} */
                                signups: "all" | "with_trafficsource" | "other";
                                logged_out_search: boolean;
                                logged_out_search_trafficsource: boolean;
                                enable_site_entry_popup: boolean;
                                site_entry_popup_countries: string[];
                                push_public_key: string;
                                geoip_country: string;
                                geoip_selected_country: string;
                                region_data: {
                                    code: string;
                                    name: string;
                                }[];
                                visible_profile_fields: string[];
                                visible_profile_notes: boolean;
                                search_fields: string[];
                                message_credits: number;
                                signup_credits: number;
                                photo_credits: number;
                                gift_credits: number;
                                message_length: number;
                                minimum_message_costs: {
                                    [key: string]: {
                                        costs: number;
                                        currency: string;
                                    };
                                };
                                support_email: string;
                                support_phone: string;
                                fictional_warning: string;
                                fictional_singular: string;
                                fictional_plural: string;
                                refund_days: number;
                                member_resell: boolean;
                                interests: string[];
                                delete_discount: number;
                                delete_redirect_url: "" | string;
                                delete_redirect_seconds: number;
                                fictional_icon: string;
                                min_age: number;
                                login_max_attempts: number;
                                login_block_minutes: number;
                                time_zone: string;
                                invite_only: boolean;
                                locales: ("nl" | "de" | "en" | "es" | "fr" | "it" | "pl")[];
                            };
                            company: {
                                name: string;
                                address: string;
                                kvk: string;
                                city: string;
                                country: string;
                                tradenames: string[];
                                vat_numbers: string[];
                                support_phone: string;
                                delete_discount: number;
                            };
                            legal_overrides: {
                                [key: string]: {
                                    [key: string]: {
                                        heading: string | null;
                                        body: string[];
                                    };
                                };
                            };
                            configured: string[];
                            updated_at: string;
                        }[];
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "second_factor_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminCreateSite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    domain: string;
                    /** @default default */
                    copy_from?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        site: {
                            domain: string;
                            settings: {
                                countries: string[];
                                name: string;
                                index_title: string;
                                description: string;
                                domain: string;
                                domain_language: string;
                                cdn_prefix: string;
                                /** @enum {string} */
                                signups: "all" | "with_trafficsource" | "other";
                                logged_out_search: boolean;
                                logged_out_search_trafficsource: boolean;
                                enable_site_entry_popup: boolean;
                                site_entry_popup_countries: string[];
                                push_public_key: string;
                                geoip_country: string;
                                geoip_selected_country: string;
                                region_data: {
                                    code: string;
                                    name: string;
                                }[];
                                visible_profile_fields: string[];
                                visible_profile_notes: boolean;
                                search_fields: string[];
                                message_credits: number;
                                signup_credits: number;
                                photo_credits: number;
                                gift_credits: number;
                                message_length: number;
                                minimum_message_costs: {
                                    [key: string]: {
                                        costs: number;
                                        currency: string;
                                    };
                                };
                                support_email: string;
                                support_phone: string;
                                fictional_warning: string;
                                fictional_singular: string;
                                fictional_plural: string;
                                refund_days: number;
                                member_resell: boolean;
                                interests: string[];
                                delete_discount: number;
                                delete_redirect_url: "" | string;
                                delete_redirect_seconds: number;
                                fictional_icon: string;
                                min_age: number;
                                login_max_attempts: number;
                                login_block_minutes: number;
                                time_zone: string;
                                invite_only: boolean;
                                locales: ("nl" | "de" | "en" | "es" | "fr" | "it" | "pl")[];
                            };
                            company: {
                                name: string;
                                address: string;
                                kvk: string;
                                city: string;
                                country: string;
                                tradenames: string[];
                                vat_numbers: string[];
                                support_phone: string;
                                delete_discount: number;
                            };
                            legal_overrides: {
                                [key: string]: {
                                    [key: string]: {
                                        heading: string | null;
                                        body: string[];
                                    };
                                };
                            };
                            configured: string[];
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminGetSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                domain: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        site: {
                            domain: string;
                            settings: {
                                countries: string[];
                                name: string;
                                index_title: string;
                                description: string;
                                domain: string;
                                domain_language: string;
                                cdn_prefix: string;
                                /** @enum {string} */
                                signups: "all" | "with_trafficsource" | "other";
                                logged_out_search: boolean;
                                logged_out_search_trafficsource: boolean;
                                enable_site_entry_popup: boolean;
                                site_entry_popup_countries: string[];
                                push_public_key: string;
                                geoip_country: string;
                                geoip_selected_country: string;
                                region_data: {
                                    code: string;
                                    name: string;
                                }[];
                                visible_profile_fields: string[];
                                visible_profile_notes: boolean;
                                search_fields: string[];
                                message_credits: number;
                                signup_credits: number;
                                photo_credits: number;
                                gift_credits: number;
                                message_length: number;
                                minimum_message_costs: {
                                    [key: string]: {
                                        costs: number;
                                        currency: string;
                                    };
                                };
                                support_email: string;
                                support_phone: string;
                                fictional_warning: string;
                                fictional_singular: string;
                                fictional_plural: string;
                                refund_days: number;
                                member_resell: boolean;
                                interests: string[];
                                delete_discount: number;
                                delete_redirect_url: "" | string;
                                delete_redirect_seconds: number;
                                fictional_icon: string;
                                min_age: number;
                                login_max_attempts: number;
                                login_block_minutes: number;
                                time_zone: string;
                                invite_only: boolean;
                                locales: ("nl" | "de" | "en" | "es" | "fr" | "it" | "pl")[];
                            };
                            company: {
                                name: string;
                                address: string;
                                kvk: string;
                                city: string;
                                country: string;
                                tradenames: string[];
                                vat_numbers: string[];
                                support_phone: string;
                                delete_discount: number;
                            };
                            legal_overrides: {
                                [key: string]: {
                                    [key: string]: {
                                        heading: string | null;
                                        body: string[];
                                    };
                                };
                            };
                            configured: string[];
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminUpdateSiteSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                domain: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    countries?: ("NL" | "BE" | "GB" | "IE" | "DE" | "AT" | "IT" | "FR" | "CH" | "ES" | "US" | "CA" | "AU" | "NZ" | "PL")[];
                    name?: string;
                    index_title?: string;
                    description?: string;
                    domain_language?: string;
                    cdn_prefix?: string;
                    /** @enum {string} */
                    signups?: "all" | "with_trafficsource" | "other";
                    logged_out_search?: boolean;
                    logged_out_search_trafficsource?: boolean;
                    enable_site_entry_popup?: boolean;
                    site_entry_popup_countries?: ("NL" | "BE" | "GB" | "IE" | "DE" | "AT" | "IT" | "FR" | "CH" | "ES" | "US" | "CA" | "AU" | "NZ" | "PL")[];
                    /** @enum {string} */
                    geoip_country?: "NL" | "BE" | "GB" | "IE" | "DE" | "AT" | "IT" | "FR" | "CH" | "ES" | "US" | "CA" | "AU" | "NZ" | "PL";
                    /** @enum {string} */
                    geoip_selected_country?: "NL" | "BE" | "GB" | "IE" | "DE" | "AT" | "IT" | "FR" | "CH" | "ES" | "US" | "CA" | "AU" | "NZ" | "PL";
                    visible_profile_fields?: ("gender" | "looking_for" | "date_of_birth" | "country" | "region" | "city" | "hair_colour" | "eye_colour" | "body_type" | "relationship_status" | "sexuality" | "interests" | "tattoos" | "signup_reason" | "appearance")[];
                    visible_profile_notes?: boolean;
                    search_fields?: ("gender" | "country" | "region" | "min_age" | "max_age" | "appearance")[];
                    message_credits?: number;
                    signup_credits?: number;
                    photo_credits?: number;
                    gift_credits?: number;
                    message_length?: number;
                    minimum_message_costs?: {
                        [key: string]: {
                            costs: number;
                            currency: string;
                        };
                    };
                    /** Format: email */
                    support_email?: string;
                    support_phone?: string;
                    fictional_warning?: string;
                    fictional_singular?: string;
                    fictional_plural?: string;
                    refund_days?: number;
                    member_resell?: boolean;
                    interests?: ("travelling" | "music" | "cooking" | "reading" | "movies" | "series" | "sports" | "fitness" | "running" | "cycling" | "swimming" | "hiking" | "nature" | "gardening" | "animals" | "photography" | "art" | "painting" | "writing" | "dancing" | "concerts" | "festivals" | "theatre" | "going_out" | "wine" | "coffee" | "food" | "shopping" | "fashion" | "cars" | "motorbikes" | "sailing" | "beach" | "skiing" | "yoga" | "meditation" | "technology" | "gaming" | "science" | "history" | "languages" | "volunteering" | "board_games" | "camping" | "football" | "diy" | "culture" | "poetry" | "astronomy" | "sunbathing" | "podcasts" | "news")[];
                    delete_discount?: number;
                    delete_redirect_url?: "" | string;
                    delete_redirect_seconds?: number;
                    fictional_icon?: string;
                    min_age?: number;
                    login_max_attempts?: number;
                    login_block_minutes?: number;
                    time_zone?: string;
                    invite_only?: boolean;
                    locales?: ("nl" | "de" | "en" | "es" | "fr" | "it" | "pl")[];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        site: {
                            domain: string;
                            settings: {
                                countries: string[];
                                name: string;
                                index_title: string;
                                description: string;
                                domain: string;
                                domain_language: string;
                                cdn_prefix: string;
                                /** @enum {string} */
                                signups: "all" | "with_trafficsource" | "other";
                                logged_out_search: boolean;
                                logged_out_search_trafficsource: boolean;
                                enable_site_entry_popup: boolean;
                                site_entry_popup_countries: string[];
                                push_public_key: string;
                                geoip_country: string;
                                geoip_selected_country: string;
                                region_data: {
                                    code: string;
                                    name: string;
                                }[];
                                visible_profile_fields: string[];
                                visible_profile_notes: boolean;
                                search_fields: string[];
                                message_credits: number;
                                signup_credits: number;
                                photo_credits: number;
                                gift_credits: number;
                                message_length: number;
                                minimum_message_costs: {
                                    [key: string]: {
                                        costs: number;
                                        currency: string;
                                    };
                                };
                                support_email: string;
                                support_phone: string;
                                fictional_warning: string;
                                fictional_singular: string;
                                fictional_plural: string;
                                refund_days: number;
                                member_resell: boolean;
                                interests: string[];
                                delete_discount: number;
                                delete_redirect_url: "" | string;
                                delete_redirect_seconds: number;
                                fictional_icon: string;
                                min_age: number;
                                login_max_attempts: number;
                                login_block_minutes: number;
                                time_zone: string;
                                invite_only: boolean;
                                locales: ("nl" | "de" | "en" | "es" | "fr" | "it" | "pl")[];
                            };
                            company: {
                                name: string;
                                address: string;
                                kvk: string;
                                city: string;
                                country: string;
                                tradenames: string[];
                                vat_numbers: string[];
                                support_phone: string;
                                delete_discount: number;
                            };
                            legal_overrides: {
                                [key: string]: {
                                    [key: string]: {
                                        heading: string | null;
                                        body: string[];
                                    };
                                };
                            };
                            configured: string[];
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminUpdateSiteCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                domain: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    address?: string;
                    kvk?: string;
                    city?: string;
                    country?: string;
                    tradenames?: string[];
                    vat_numbers?: string[];
                    support_phone?: string;
                    delete_discount?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        site: {
                            domain: string;
                            settings: {
                                countries: string[];
                                name: string;
                                index_title: string;
                                description: string;
                                domain: string;
                                domain_language: string;
                                cdn_prefix: string;
                                /** @enum {string} */
                                signups: "all" | "with_trafficsource" | "other";
                                logged_out_search: boolean;
                                logged_out_search_trafficsource: boolean;
                                enable_site_entry_popup: boolean;
                                site_entry_popup_countries: string[];
                                push_public_key: string;
                                geoip_country: string;
                                geoip_selected_country: string;
                                region_data: {
                                    code: string;
                                    name: string;
                                }[];
                                visible_profile_fields: string[];
                                visible_profile_notes: boolean;
                                search_fields: string[];
                                message_credits: number;
                                signup_credits: number;
                                photo_credits: number;
                                gift_credits: number;
                                message_length: number;
                                minimum_message_costs: {
                                    [key: string]: {
                                        costs: number;
                                        currency: string;
                                    };
                                };
                                support_email: string;
                                support_phone: string;
                                fictional_warning: string;
                                fictional_singular: string;
                                fictional_plural: string;
                                refund_days: number;
                                member_resell: boolean;
                                interests: string[];
                                delete_discount: number;
                                delete_redirect_url: "" | string;
                                delete_redirect_seconds: number;
                                fictional_icon: string;
                                min_age: number;
                                login_max_attempts: number;
                                login_block_minutes: number;
                                time_zone: string;
                                invite_only: boolean;
                                locales: ("nl" | "de" | "en" | "es" | "fr" | "it" | "pl")[];
                            };
                            company: {
                                name: string;
                                address: string;
                                kvk: string;
                                city: string;
                                country: string;
                                tradenames: string[];
                                vat_numbers: string[];
                                support_phone: string;
                                delete_discount: number;
                            };
                            legal_overrides: {
                                [key: string]: {
                                    [key: string]: {
                                        heading: string | null;
                                        body: string[];
                                    };
                                };
                            };
                            configured: string[];
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminSetLegalOverride: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                domain: string;
                locale: "nl" | "de" | "en" | "es" | "fr" | "it" | "pl";
                section: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    heading?: string | null;
                    body: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        site: {
                            domain: string;
                            settings: {
                                countries: string[];
                                name: string;
                                index_title: string;
                                description: string;
                                domain: string;
                                domain_language: string;
                                cdn_prefix: string;
                                /** @enum {string} */
                                signups: "all" | "with_trafficsource" | "other";
                                logged_out_search: boolean;
                                logged_out_search_trafficsource: boolean;
                                enable_site_entry_popup: boolean;
                                site_entry_popup_countries: string[];
                                push_public_key: string;
                                geoip_country: string;
                                geoip_selected_country: string;
                                region_data: {
                                    code: string;
                                    name: string;
                                }[];
                                visible_profile_fields: string[];
                                visible_profile_notes: boolean;
                                search_fields: string[];
                                message_credits: number;
                                signup_credits: number;
                                photo_credits: number;
                                gift_credits: number;
                                message_length: number;
                                minimum_message_costs: {
                                    [key: string]: {
                                        costs: number;
                                        currency: string;
                                    };
                                };
                                support_email: string;
                                support_phone: string;
                                fictional_warning: string;
                                fictional_singular: string;
                                fictional_plural: string;
                                refund_days: number;
                                member_resell: boolean;
                                interests: string[];
                                delete_discount: number;
                                delete_redirect_url: "" | string;
                                delete_redirect_seconds: number;
                                fictional_icon: string;
                                min_age: number;
                                login_max_attempts: number;
                                login_block_minutes: number;
                                time_zone: string;
                                invite_only: boolean;
                                locales: ("nl" | "de" | "en" | "es" | "fr" | "it" | "pl")[];
                            };
                            company: {
                                name: string;
                                address: string;
                                kvk: string;
                                city: string;
                                country: string;
                                tradenames: string[];
                                vat_numbers: string[];
                                support_phone: string;
                                delete_discount: number;
                            };
                            legal_overrides: {
                                [key: string]: {
                                    [key: string]: {
                                        heading: string | null;
                                        body: string[];
                                    };
                                };
                            };
                            configured: string[];
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminRemoveLegalOverride: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                domain: string;
                locale: "nl" | "de" | "en" | "es" | "fr" | "it" | "pl";
                section: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        site: {
                            domain: string;
                            settings: {
                                countries: string[];
                                name: string;
                                index_title: string;
                                description: string;
                                domain: string;
                                domain_language: string;
                                cdn_prefix: string;
                                /** @enum {string} */
                                signups: "all" | "with_trafficsource" | "other";
                                logged_out_search: boolean;
                                logged_out_search_trafficsource: boolean;
                                enable_site_entry_popup: boolean;
                                site_entry_popup_countries: string[];
                                push_public_key: string;
                                geoip_country: string;
                                geoip_selected_country: string;
                                region_data: {
                                    code: string;
                                    name: string;
                                }[];
                                visible_profile_fields: string[];
                                visible_profile_notes: boolean;
                                search_fields: string[];
                                message_credits: number;
                                signup_credits: number;
                                photo_credits: number;
                                gift_credits: number;
                                message_length: number;
                                minimum_message_costs: {
                                    [key: string]: {
                                        costs: number;
                                        currency: string;
                                    };
                                };
                                support_email: string;
                                support_phone: string;
                                fictional_warning: string;
                                fictional_singular: string;
                                fictional_plural: string;
                                refund_days: number;
                                member_resell: boolean;
                                interests: string[];
                                delete_discount: number;
                                delete_redirect_url: "" | string;
                                delete_redirect_seconds: number;
                                fictional_icon: string;
                                min_age: number;
                                login_max_attempts: number;
                                login_block_minutes: number;
                                time_zone: string;
                                invite_only: boolean;
                                locales: ("nl" | "de" | "en" | "es" | "fr" | "it" | "pl")[];
                            };
                            company: {
                                name: string;
                                address: string;
                                kvk: string;
                                city: string;
                                country: string;
                                tradenames: string[];
                                vat_numbers: string[];
                                support_phone: string;
                                delete_discount: number;
                            };
                            legal_overrides: {
                                [key: string]: {
                                    [key: string]: {
                                        heading: string | null;
                                        body: string[];
                                    };
                                };
                            };
                            configured: string[];
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminListPaymentMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        countries: {
                            country: string;
                            methods: ("ideal" | "bancontact" | "creditcard" | "paypal" | "directdebit")[];
                            configured: boolean;
                        }[];
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "second_factor_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminGetPaymentMethods: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                country: "NL" | "BE" | "GB" | "IE" | "DE" | "AT" | "IT" | "FR" | "CH" | "ES" | "US" | "CA" | "AU" | "NZ" | "PL";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        country: string;
                        methods: ("ideal" | "bancontact" | "creditcard" | "paypal" | "directdebit")[];
                        configured: boolean;
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "second_factor_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminSetPaymentMethods: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                country: "NL" | "BE" | "GB" | "IE" | "DE" | "AT" | "IT" | "FR" | "CH" | "ES" | "US" | "CA" | "AU" | "NZ" | "PL";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    methods: ("ideal" | "bancontact" | "creditcard" | "paypal" | "directdebit")[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        country: string;
                        methods: ("ideal" | "bancontact" | "creditcard" | "paypal" | "directdebit")[];
                        configured: boolean;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminListPackages: {
        parameters: {
            query?: {
                country?: "NL" | "BE" | "GB" | "IE" | "DE" | "AT" | "IT" | "FR" | "CH" | "ES" | "US" | "CA" | "AU" | "NZ" | "PL";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        packages: {
                            id: number;
                            country: string;
                            currency: string;
                            credits: number;
                            /** @description cents */
                            amount: number;
                            sort_order: number;
                            active: boolean;
                            ordered: boolean;
                        }[];
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "second_factor_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminCreatePackage: {
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
                    country: "NL" | "BE" | "GB" | "IE" | "DE" | "AT" | "IT" | "FR" | "CH" | "ES" | "US" | "CA" | "AU" | "NZ" | "PL";
                    currency: string;
                    credits: number;
                    /** @description cents */
                    amount: number;
                    /** @default 0 */
                    sort_order?: number;
                    /** @default true */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        package: {
                            id: number;
                            country: string;
                            currency: string;
                            credits: number;
                            /** @description cents */
                            amount: number;
                            sort_order: number;
                            active: boolean;
                            ordered: boolean;
                        };
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminUpdatePackage: {
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
                    credits?: number;
                    /** @description cents */
                    amount?: number;
                    sort_order?: number;
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        package: {
                            id: number;
                            country: string;
                            currency: string;
                            credits: number;
                            /** @description cents */
                            amount: number;
                            sort_order: number;
                            active: boolean;
                            ordered: boolean;
                        };
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminRetirePackage: {
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
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deleted: boolean;
                        package: {
                            id: number;
                            country: string;
                            currency: string;
                            credits: number;
                            /** @description cents */
                            amount: number;
                            sort_order: number;
                            active: boolean;
                            ordered: boolean;
                        } | null;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminListDiscountCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        codes: {
                            code: string;
                            country: string | null;
                            user_id: number | null;
                            expires: string | null;
                            value_percentage: number;
                            percentage: string;
                            currency: string | null;
                            minimum_order_value: number | null;
                            /** @enum {string} */
                            status: "active" | "inactive";
                            /** @enum {string} */
                            validity: "once-per-user" | "unlimited";
                            expired: boolean;
                            paymentmethods: string[];
                            user_email: string | null;
                            welcome: boolean;
                            redemptions: number;
                        }[];
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "second_factor_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminCreateDiscountCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    value_percentage: number;
                    /** @enum {string|null} */
                    country?: "NL" | "BE" | "GB" | "IE" | "DE" | "AT" | "IT" | "FR" | "CH" | "ES" | "US" | "CA" | "AU" | "NZ" | "PL" | null;
                    user?: string | null;
                    currency?: string | null;
                    payment_methods?: ("ideal" | "bancontact" | "creditcard" | "paypal" | "directdebit")[];
                    /** @description cents */
                    minimum_order_value?: number | null;
                    /** Format: date-time */
                    expires?: string | null;
                    /** @enum {string} */
                    validity?: "once-per-user" | "unlimited";
                    /** @enum {string} */
                    status?: "active" | "inactive";
                    code: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: {
                            code: string;
                            country: string | null;
                            user_id: number | null;
                            expires: string | null;
                            value_percentage: number;
                            percentage: string;
                            currency: string | null;
                            minimum_order_value: number | null;
                            /** @enum {string} */
                            status: "active" | "inactive";
                            /** @enum {string} */
                            validity: "once-per-user" | "unlimited";
                            expired: boolean;
                            paymentmethods: string[];
                            user_email: string | null;
                            welcome: boolean;
                            redemptions: number;
                        };
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminUpdateDiscountCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    value_percentage?: number;
                    /** @enum {string|null} */
                    country?: "NL" | "BE" | "GB" | "IE" | "DE" | "AT" | "IT" | "FR" | "CH" | "ES" | "US" | "CA" | "AU" | "NZ" | "PL" | null;
                    user?: string | null;
                    currency?: string | null;
                    payment_methods?: ("ideal" | "bancontact" | "creditcard" | "paypal" | "directdebit")[];
                    /** @description cents */
                    minimum_order_value?: number | null;
                    /** Format: date-time */
                    expires?: string | null;
                    /** @enum {string} */
                    validity?: "once-per-user" | "unlimited";
                    /** @enum {string} */
                    status?: "active" | "inactive";
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: {
                            code: string;
                            country: string | null;
                            user_id: number | null;
                            expires: string | null;
                            value_percentage: number;
                            percentage: string;
                            currency: string | null;
                            minimum_order_value: number | null;
                            /** @enum {string} */
                            status: "active" | "inactive";
                            /** @enum {string} */
                            validity: "once-per-user" | "unlimited";
                            expired: boolean;
                            paymentmethods: string[];
                            user_email: string | null;
                            welcome: boolean;
                            redemptions: number;
                        };
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminFindMembers: {
        parameters: {
            query: {
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        members: {
                            id: number;
                            email: string;
                            name: string | null;
                            /** @description not_confirmed, confirmed, deleted, banned */
                            status: string;
                            role: string;
                            credits: number;
                            paid_user: boolean;
                            /** @description ISO 8601 */
                            signup_date: string;
                            /** @description ISO 8601 */
                            last_active_at: string;
                            domain: string;
                            fictional: boolean;
                        }[];
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "second_factor_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminGetMember: {
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
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account: {
                            id: number;
                            email: string;
                            status: string;
                            role: string;
                            language: string;
                            domain: string;
                            credits: number;
                            paid_user: boolean;
                            /** @description the member set a spending limit of their own (issue "Safety" §5); never its amount */
                            spending_limit: boolean;
                            invisible: boolean;
                            tracking: {
                                [key: string]: string;
                            };
                            signup_ip: string | null;
                            signup_device_id: string | null;
                            /** @description ISO 8601 */
                            signup_date: string;
                            /** @description ISO 8601 */
                            confirmed_at: string | null;
                            /** @description ISO 8601 */
                            last_active_at: string;
                            /** @description ISO 8601 */
                            deleted_at: string | null;
                            /** @description ISO 8601 */
                            purged_at: string | null;
                            /** @description mail kinds turned off, or bounce/fbl/listunsubscribe */
                            notifications_disabled: string[];
                        };
                        profile: {
                            name: string;
                            gender: string;
                            looking_for: string;
                            date_of_birth: string;
                            country: string;
                            region: string;
                            city: string;
                            /** @description active or disabled (deactivated: hidden from search) */
                            status: string;
                            about: string;
                            hair_colour: string | null;
                            eye_colour: string | null;
                            body_type: string | null;
                            relationship_status: string | null;
                            sexuality: string | null;
                            tattoos: string | null;
                            signup_reason: string | null;
                            appearance: string | null;
                            seek_appearance: string | null;
                            min_age: number | null;
                            max_age: number | null;
                            interests: string[];
                            fictional: boolean;
                            sites: string[];
                            searchable: boolean;
                        } | null;
                        photos: {
                            id: number;
                            /** @description active, under_review, rejected */
                            status: string;
                            main: boolean;
                            /** @description ISO 8601 */
                            created_at: string;
                            reject_reason: string | null;
                            url: string;
                            thumb_url: string;
                        }[];
                        conversations: {
                            id: number;
                            partner_id: number;
                            partner_name: string | null;
                            partner_fictional: boolean;
                            started_by: number;
                            /** @description ISO 8601 */
                            started_at: string;
                            /** @description ISO 8601 */
                            last_message_at: string;
                            message_count: number;
                            unread: number;
                            /** @description the member removed it from their list */
                            removed: boolean;
                        }[];
                        orders: {
                            id: number;
                            status: string;
                            amount_cents: number;
                            currency: string;
                            method: string;
                            credits: number;
                            /** @description ISO 8601 */
                            created_at: string;
                            /** @description ISO 8601 */
                            paid_at: string | null;
                            refunded_cents: number | null;
                        }[];
                        ledger: {
                            entries: {
                                id: number;
                                delta: number;
                                reason: string;
                                reference: string | null;
                                /** @description ISO 8601 */
                                created_at: string;
                            }[];
                            next_before: number | null;
                        };
                        sessions: {
                            /** @description ISO 8601 */
                            created_at: string;
                            /** @description ISO 8601 */
                            expires_at: string;
                            ip: string | null;
                            user_agent: string | null;
                            device_id: string | null;
                        }[];
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminDeleteMember: {
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
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        profile_status: string | null;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required`, `staff_self_forbidden`, `staff_target_forbidden` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required" | "staff_self_forbidden" | "staff_target_forbidden";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `member_status_conflict` (API.md "Errors"). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "member_status_conflict";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminGetLedger: {
        parameters: {
            query?: {
                before?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            id: number;
                            delta: number;
                            reason: string;
                            reference: string | null;
                            /** @description ISO 8601 */
                            created_at: string;
                        }[];
                        next_before: number | null;
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminReadConversation: {
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
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        conversation_id: number;
                        members: {
                            id: number;
                            name: string | null;
                        }[];
                        messages: {
                            id: number;
                            sender_id: number;
                            /** @description text, image or gift */
                            type: string;
                            body: string | null;
                            gift_id: string | null;
                            /** @description ISO 8601 */
                            created_at: string;
                            /** @description ISO 8601 */
                            read_at: string | null;
                            held: boolean;
                            /** @description ISO 8601 */
                            hidden_at: string | null;
                            /** @description ISO 8601 */
                            removed_at: string | null;
                            deleted_by_sender: boolean;
                            deleted_by_recipient: boolean;
                            operator_id: number | null;
                        }[];
                        truncated: boolean;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminAdjustCredits: {
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
                    delta: number;
                    reason: string;
                    /** Format: uuid */
                    idempotency_key?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        before: number;
                        balance: number;
                        entry_id: number;
                        replayed: boolean;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required`, `staff_credits_limit`, `staff_self_forbidden`, `staff_target_forbidden` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required" | "staff_credits_limit" | "staff_self_forbidden" | "staff_target_forbidden";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminDeactivateMember: {
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
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        profile_status: string | null;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required`, `staff_self_forbidden`, `staff_target_forbidden` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required" | "staff_self_forbidden" | "staff_target_forbidden";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `member_status_conflict` (API.md "Errors"). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "member_status_conflict";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminReactivateMember: {
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
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        profile_status: string | null;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required`, `staff_self_forbidden`, `staff_target_forbidden` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required" | "staff_self_forbidden" | "staff_target_forbidden";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `member_status_conflict` (API.md "Errors"). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "member_status_conflict";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminExportMember: {
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
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        exported_at: string;
                        site: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required`, `staff_self_forbidden`, `staff_target_forbidden` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required" | "staff_self_forbidden" | "staff_target_forbidden";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminGetFigures: {
        parameters: {
            query: {
                from: string;
                to: string;
                site?: string;
                group?: "day" | "week" | "month";
                by?: "none" | "network" | "ref" | "sub1" | "sub2" | "sub3" | "site";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        from: string;
                        to: string;
                        site: string;
                        /** @enum {string} */
                        group: "day" | "week" | "month";
                        /** @enum {string} */
                        by: "none" | "network" | "ref" | "sub1" | "sub2" | "sub3" | "site";
                        time_zone: string;
                        currency: string;
                        periods: string[];
                        points: {
                            signups: number;
                            activations: number;
                            cohort_confirmed: number;
                            cohort_buyers: number;
                            activation_rate: number | null;
                            conversion: number | null;
                            median_hours_to_first_purchase: number | null;
                            first_purchases: number;
                            revenue_cents: number;
                            revenue_ex_vat_cents: number;
                            paid_messages: number;
                            message_credits: number;
                            members_to_date: number;
                            arpu_cents: number | null;
                        }[];
                        totals: {
                            signups: number;
                            activations: number;
                            cohort_confirmed: number;
                            cohort_buyers: number;
                            activation_rate: number | null;
                            conversion: number | null;
                            median_hours_to_first_purchase: number | null;
                            first_purchases: number;
                            revenue_cents: number;
                            revenue_ex_vat_cents: number;
                            paid_messages: number;
                            message_credits: number;
                            members_to_date: number;
                            arpu_cents: number | null;
                        };
                        series: {
                            source: string | null;
                            other: boolean;
                            points: {
                                signups: number;
                                activations: number;
                                cohort_confirmed: number;
                                cohort_buyers: number;
                                activation_rate: number | null;
                                conversion: number | null;
                                median_hours_to_first_purchase: number | null;
                                first_purchases: number;
                                revenue_cents: number;
                                revenue_ex_vat_cents: number;
                                paid_messages: number;
                                message_credits: number;
                                members_to_date: number;
                                arpu_cents: number | null;
                            }[];
                            totals: {
                                signups: number;
                                activations: number;
                                cohort_confirmed: number;
                                cohort_buyers: number;
                                activation_rate: number | null;
                                conversion: number | null;
                                median_hours_to_first_purchase: number | null;
                                first_purchases: number;
                                revenue_cents: number;
                                revenue_ex_vat_cents: number;
                                paid_messages: number;
                                message_credits: number;
                                members_to_date: number;
                                arpu_cents: number | null;
                            };
                        }[];
                        cohorts: {
                            /** @description YYYY-MM */
                            month: string;
                            members: number;
                            revenue_cents: (number | null)[];
                        }[];
                        /** @description the domains with site settings, for the site picker */
                        sites: string[];
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "second_factor_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminGetNudgeFigures: {
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
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        are_you_sure: {
                            shown: number;
                            sent: number;
                            edited: number;
                        };
                        bothers_you: {
                            shown: number;
                            reported: number;
                        };
                        held_back: number;
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "second_factor_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    operatorQueue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        queue: {
                            conversation_id: number;
                            member: {
                                id: number;
                                name: string;
                            };
                            profile: {
                                id: number;
                                name: string;
                            };
                            waiting_since: string;
                            last_message: {
                                id: number;
                                /** @enum {string} */
                                type: "text" | "image" | "gift";
                                body: string | null;
                                gift_id: string | null;
                                created_at: string;
                            };
                            lease: {
                                operator_id: number;
                                operator_name: string;
                                taken_at: string;
                                expires_at: string;
                                mine: boolean;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "second_factor_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    operatorTakeLease: {
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
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lease: {
                            operator_id: number;
                            operator_name: string;
                            taken_at: string;
                            expires_at: string;
                            mine: boolean;
                        };
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `lease_taken` (API.md "Errors"). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "lease_taken";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    operatorReleaseLease: {
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
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `lease_required` (API.md "Errors"). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "lease_required";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    operatorGetConversation: {
        parameters: {
            query?: {
                before?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        conversation_id: number;
                        member: {
                            id: number;
                            name: string;
                            age: number;
                            /** @enum {string} */
                            gender: "male" | "female";
                            city: string;
                            country: string;
                            about: string;
                            fictional: boolean;
                            photos: {
                                id: number;
                                thumb_filename: string;
                                filename: string;
                            }[];
                        };
                        profile: {
                            id: number;
                            name: string;
                            age: number;
                            /** @enum {string} */
                            gender: "male" | "female";
                            city: string;
                            country: string;
                            about: string;
                            fictional: boolean;
                            photos: {
                                id: number;
                                thumb_filename: string;
                                filename: string;
                            }[];
                        };
                        messages: {
                            id: number;
                            from_member: boolean;
                            /** @enum {string} */
                            type: "text" | "image" | "gift";
                            body: string | null;
                            gift_id: string | null;
                            created_at: string;
                            read: boolean;
                            operator_id: number | null;
                            operator_name: string | null;
                            hidden: boolean;
                        }[];
                        has_more: boolean;
                        notes: {
                            member: {
                                id: number;
                                subject_id: number;
                                author_id: number;
                                author_name: string;
                                body: string;
                                created_at: string;
                            }[];
                            profile: {
                                id: number;
                                subject_id: number;
                                author_id: number;
                                author_name: string;
                                body: string;
                                created_at: string;
                            }[];
                        };
                        lease: {
                            operator_id: number;
                            operator_name: string;
                            taken_at: string;
                            expires_at: string;
                            mine: boolean;
                        };
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `lease_required`, `lease_taken` (API.md "Errors"). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "lease_required" | "lease_taken";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    operatorSendMessage: {
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
                    body: string;
                    client_id: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: {
                            id: number;
                            from_member: boolean;
                            /** @enum {string} */
                            type: "text" | "image" | "gift";
                            body: string | null;
                            gift_id: string | null;
                            created_at: string;
                            read: boolean;
                            operator_id: number | null;
                            operator_name: string | null;
                            hidden: boolean;
                        };
                        lease: {
                            operator_id: number;
                            operator_name: string;
                            taken_at: string;
                            expires_at: string;
                            mine: boolean;
                        };
                    };
                };
            };
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: {
                            id: number;
                            from_member: boolean;
                            /** @enum {string} */
                            type: "text" | "image" | "gift";
                            body: string | null;
                            gift_id: string | null;
                            created_at: string;
                            read: boolean;
                            operator_id: number | null;
                            operator_name: string | null;
                            hidden: boolean;
                        };
                        lease: {
                            operator_id: number;
                            operator_name: string;
                            taken_at: string;
                            expires_at: string;
                            mine: boolean;
                        };
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `blocked`, `forbidden`, `forbidden_origin`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "blocked" | "forbidden" | "forbidden_origin" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `client_id_conflict`, `lease_required`, `lease_taken` (API.md "Errors"). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "client_id_conflict" | "lease_required" | "lease_taken";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    operatorAddNote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject_id: number;
                    body: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        note: {
                            id: number;
                            subject_id: number;
                            author_id: number;
                            author_name: string;
                            body: string;
                            created_at: string;
                        };
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    operatorFigures: {
        parameters: {
            query: {
                from: string;
                to: string;
                per?: "day" | "period";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        from: string;
                        to: string;
                        /** @enum {string} */
                        per: "day" | "period";
                        rows: {
                            operator_id: number;
                            operator_name: string;
                            day: string | null;
                            messages: number;
                            conversations: number;
                            median_response_s: number | null;
                            average_response_s: number | null;
                        }[];
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "second_factor_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    getStaffMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        role: "admin" | "moderator" | "operator" | "support";
                        email: string;
                        /** @description a TOTP factor is enabled */
                        enrolled: boolean;
                        /** @description this session passed the second factor */
                        verified: boolean;
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    enrolSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        secret: string;
                        otpauth_url: string;
                        qr_svg: string;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    confirmSecondFactor: {
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
            /** @description Success. */
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
            /** @description Error `bad_request`, `second_factor_invalid`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "second_factor_invalid" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `rate_limited` (API.md "Errors"). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "rate_limited";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    verifySecondFactor: {
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
                    recovery_code?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        recovery_codes_left?: number;
                    };
                };
            };
            /** @description Error `bad_request`, `second_factor_invalid`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "second_factor_invalid" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `rate_limited` (API.md "Errors"). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "rate_limited";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminListStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        staff: {
                            id: number;
                            email: string;
                            name: string;
                            /** @enum {string} */
                            role: "admin" | "moderator" | "operator" | "support";
                            factor_enabled: boolean;
                        }[];
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "second_factor_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminSetRole: {
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
                    /** @enum {string} */
                    role: "member" | "admin" | "moderator" | "operator" | "support";
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        email: string;
                        /** @enum {string} */
                        before: "member" | "admin" | "moderator" | "operator" | "support";
                        /** @enum {string} */
                        role: "member" | "admin" | "moderator" | "operator" | "support";
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required`, `staff_self_forbidden`, `staff_target_forbidden` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required" | "staff_self_forbidden" | "staff_target_forbidden";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminResetFactor: {
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
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required`, `staff_self_forbidden`, `staff_target_forbidden` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required" | "staff_self_forbidden" | "staff_target_forbidden";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminAuditLog: {
        parameters: {
            query?: {
                actor_id?: number;
                target_type?: string;
                target_id?: string;
                action?: string;
                before_id?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            id: number;
                            at: string;
                            actor_id: number;
                            actor_email: string;
                            actor_role: string;
                            action: string;
                            target_type: string;
                            target_id: string | null;
                            before: unknown;
                            after: unknown;
                            reason: string | null;
                            ip: string | null;
                            erased_at: string | null;
                        }[];
                        next_before_id: number | null;
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "second_factor_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminListInviteCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        codes: {
                            id: number;
                            code: string;
                            domain: string;
                            note: string;
                            /** @description null: unlimited */
                            max_uses: number | null;
                            uses_count: number;
                            expires_at: string | null;
                            revoked_at: string | null;
                            created_at: string;
                            /** @enum {string} */
                            status: "active" | "expired" | "used_up" | "revoked";
                        }[];
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "second_factor_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminCreateInviteCode: {
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
                    note?: string;
                    max_uses?: number | null;
                    /** Format: date-time */
                    expires_at?: string | null;
                    domain?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: {
                            id: number;
                            code: string;
                            domain: string;
                            note: string;
                            /** @description null: unlimited */
                            max_uses: number | null;
                            uses_count: number;
                            expires_at: string | null;
                            revoked_at: string | null;
                            created_at: string;
                            /** @enum {string} */
                            status: "active" | "expired" | "used_up" | "revoked";
                        };
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required";
                    };
                };
            };
            /** @description Error `invite_code_taken` (API.md "Errors"). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "invite_code_taken";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    adminRevokeInviteCode: {
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
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: {
                            id: number;
                            code: string;
                            domain: string;
                            note: string;
                            /** @description null: unlimited */
                            max_uses: number | null;
                            uses_count: number;
                            expires_at: string | null;
                            revoked_at: string | null;
                            created_at: string;
                            /** @enum {string} */
                            status: "active" | "expired" | "used_up" | "revoked";
                        };
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden`, `forbidden_origin`, `second_factor_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden" | "forbidden_origin" | "second_factor_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    checkInviteCode: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        valid: boolean;
                        /** @enum {string} */
                        reason?: "invite_invalid" | "invite_expired" | "invite_used_up";
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `rate_limited` (API.md "Errors"). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "rate_limited";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    listChats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        chats: {
                            conversation: {
                                id: number;
                            };
                            profile: {
                                id: number;
                                name: string;
                                main_image: {
                                    filename: string;
                                    thumb_filename: string;
                                } | null;
                                fictional: boolean;
                                verified: boolean;
                            };
                            num_unread_messages: number;
                            last_message: {
                                id: number;
                                conversation_id: number;
                                from_me: boolean;
                                sender_id: number;
                                /** @enum {string} */
                                type: "text" | "image" | "gift";
                                body: string | null;
                                gift_id: string | null;
                                image: {
                                    filename: string;
                                    thumb_filename: string;
                                    blur_filename: string;
                                } | null;
                                client_id: string | null;
                                created_at: string;
                                read: boolean;
                                removed: boolean;
                                bother: boolean;
                                held_back: ("link" | "email" | "phone" | "iban" | "payment" | "crypto")[];
                                /** @enum {string|null} */
                                image_screen: "pending" | "clear" | "flagged" | null;
                                blurred: boolean;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    deleteChat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    conversation: number;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    listMessages: {
        parameters: {
            query?: {
                before?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messages: {
                            id: number;
                            conversation_id: number;
                            from_me: boolean;
                            sender_id: number;
                            /** @enum {string} */
                            type: "text" | "image" | "gift";
                            body: string | null;
                            gift_id: string | null;
                            image: {
                                filename: string;
                                thumb_filename: string;
                                blur_filename: string;
                            } | null;
                            client_id: string | null;
                            created_at: string;
                            read: boolean;
                            removed: boolean;
                            bother: boolean;
                            held_back: ("link" | "email" | "phone" | "iban" | "payment" | "crypto")[];
                            /** @enum {string|null} */
                            image_screen: "pending" | "clear" | "flagged" | null;
                            blurred: boolean;
                        }[];
                        has_more: boolean;
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    markChatRead: {
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
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    sendMessage: {
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
                    type: "text";
                    profile_id: number;
                    body: string;
                    client_id: string;
                    confirm_nudge?: number;
                } | {
                    /** @enum {string} */
                    type: "gift";
                    profile_id: number;
                    gift_id: string;
                    body?: string;
                    client_id: string;
                } | {
                    /** @enum {string} */
                    type: "image";
                    profile_id: number;
                    image_key: string;
                    client_id: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: {
                            id: number;
                            conversation_id: number;
                            from_me: boolean;
                            sender_id: number;
                            /** @enum {string} */
                            type: "text" | "image" | "gift";
                            body: string | null;
                            gift_id: string | null;
                            image: {
                                filename: string;
                                thumb_filename: string;
                                blur_filename: string;
                            } | null;
                            client_id: string | null;
                            created_at: string;
                            read: boolean;
                            removed: boolean;
                            bother: boolean;
                            held_back: ("link" | "email" | "phone" | "iban" | "payment" | "crypto")[];
                            /** @enum {string|null} */
                            image_screen: "pending" | "clear" | "flagged" | null;
                            blurred: boolean;
                        };
                        conversation: {
                            id: number;
                        };
                        credits: number;
                    };
                };
            };
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: {
                            id: number;
                            conversation_id: number;
                            from_me: boolean;
                            sender_id: number;
                            /** @enum {string} */
                            type: "text" | "image" | "gift";
                            body: string | null;
                            gift_id: string | null;
                            image: {
                                filename: string;
                                thumb_filename: string;
                                blur_filename: string;
                            } | null;
                            client_id: string | null;
                            created_at: string;
                            read: boolean;
                            removed: boolean;
                            bother: boolean;
                            held_back: ("link" | "email" | "phone" | "iban" | "payment" | "crypto")[];
                            /** @enum {string|null} */
                            image_screen: "pending" | "clear" | "flagged" | null;
                            blurred: boolean;
                        };
                        conversation: {
                            id: number;
                        };
                        credits: number;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `insufficient_credits` (API.md "Errors"). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "insufficient_credits";
                    };
                };
            };
            /** @description Error `authentication_required`, `blocked`, `conversation_limit`, `forbidden`, `forbidden_origin`, `not_confirmed`, `verified_only` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "blocked" | "conversation_limit" | "forbidden" | "forbidden_origin" | "not_confirmed" | "verified_only";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `client_id_conflict` (API.md "Errors"). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "client_id_conflict";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `confirm_required` (API.md "Errors"). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "confirm_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    nudgeEdited: {
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
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    uploadChatImage: {
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
                     * @description JPEG, PNG, WebP or AVIF, at most 10 MiB.
                     */
                    image: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        image_key: string;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    revealChatImage: {
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
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: {
                            id: number;
                            conversation_id: number;
                            from_me: boolean;
                            sender_id: number;
                            /** @enum {string} */
                            type: "text" | "image" | "gift";
                            body: string | null;
                            gift_id: string | null;
                            image: {
                                filename: string;
                                thumb_filename: string;
                                blur_filename: string;
                            } | null;
                            client_id: string | null;
                            created_at: string;
                            read: boolean;
                            removed: boolean;
                            bother: boolean;
                            held_back: ("link" | "email" | "phone" | "iban" | "payment" | "crypto")[];
                            /** @enum {string|null} */
                            image_screen: "pending" | "clear" | "flagged" | null;
                            blurred: boolean;
                        };
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    getChatSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        blur_images: boolean;
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    setChatSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    blur_images: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        blur_images: boolean;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    deleteMessage: {
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
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    exportOwnData: {
        parameters: {
            query?: {
                /** @description `zip`: data.json and the photo files. */
                format?: "json" | "zip";
                /** @description `1`: JSON as an attachment (a file download) instead of inline. */
                download?: "0" | "1";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description JSON inline or as an attachment; with `format=zip` a zip archive. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description When the export was made (ISO 8601). */
                        exported_at: string;
                        site: string;
                        /** @description The account: e-mail, status, language, dates, credits, tracking, signup address. */
                        account: unknown;
                        /** @description Language, invisible mode, mails turned off, the match finder. */
                        preferences: unknown;
                        /** @description Every profile field. */
                        profile: unknown;
                        /** @description Photos: id, status, dates and their addresses (/media/photos/{id}.webp). */
                        photos: unknown;
                        /** @description Likes given and received (the other member as id and profile name). */
                        likes: unknown;
                        /** @description Mutual likes. */
                        matches: unknown;
                        /** @description Members this member blocked. */
                        blocks: unknown;
                        /** @description Profiles skipped in the swipe game. */
                        swipe_passes: unknown;
                        /** @description Conversations (partner as id and profile name). */
                        conversations: unknown;
                        /** @description Messages sent and received (held messages to the member are not yet theirs). */
                        messages: unknown;
                        /** @description Orders: amounts in cents, currency, method, status, dates, discount code. */
                        orders: unknown;
                        /** @description Direct-debit mandates (without the SMS code). */
                        mandates: unknown;
                        /** @description Once-per-user discount codes used by orders. */
                        discount_redemptions: unknown;
                        /** @description Credit ledger entries. */
                        ledger: unknown;
                        /** @description Complaints the member filed. */
                        complaints: unknown;
                        /** @description Notes staff wrote on the member: when, the staff role, the text. */
                        staff_notes: unknown;
                        /** @description Warnings and bans: kind, written reason, the complaint they followed, the staff role. */
                        sanctions: unknown;
                        /** @description Decisions on complaints about the member and their appeal, with the reasons and the staff role (never the reporter). */
                        moderation_decisions: unknown;
                        /** @description Audited staff actions on the member: when, what, the staff role, the reason and values (never who). */
                        staff_actions: unknown;
                        /** @description Sessions: created, expires, address, user agent (never the token); kept 90 days after expiry. */
                        sessions: unknown;
                        /** @description Push subscriptions: endpoint only. */
                        push_subscriptions: unknown;
                        /** @description Activation, reset and e-mail change links sent (never the token). */
                        one_time_links: unknown;
                        /** @description When logins to the account failed and from which address (kept 90 days). */
                        failed_logins: unknown;
                        /** @description Account deletions asked for, with the reason given. */
                        account_deletions: unknown;
                    } & {
                        [key: string]: unknown;
                    };
                    "application/zip": string;
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required";
                    };
                };
            };
            /** @description Error `rate_limited` (API.md "Errors"). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "rate_limited";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    listOwnComplaints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        complaints: {
                            id: number;
                            reference: string;
                            subject: string;
                            /** @enum {string} */
                            status: "received" | "in_review" | "decided" | "appealed" | "closed";
                            created_at: string;
                            decided_at: string | null;
                            decision: string | null;
                            decision_reason: string | null;
                            profile: {
                                id: number;
                                name: string;
                            } | null;
                            appeal_until: string | null;
                            appealed_at: string | null;
                            appeal_decision: string | null;
                            appeal_reason: string | null;
                        }[];
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    fileComplaint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    profile_id?: number;
                    message_id?: number;
                    subject: string;
                    body: string;
                    email?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        complaint: {
                            id: number;
                            reference: string;
                            /** @enum {string} */
                            status: "received" | "in_review" | "decided" | "appealed" | "closed";
                        };
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "forbidden_origin";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `rate_limited` (API.md "Errors"). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "rate_limited";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    listDecisionsAboutMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        decisions: {
                            id: number;
                            reference: string;
                            decision: string;
                            decision_reason: string;
                            decided_at: string;
                            appeal_until: string;
                            appealed_at: string | null;
                            appeal_decision: string | null;
                            appeal_reason: string | null;
                        }[];
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    appealDecision: {
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
                    body: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        complaint: {
                            id: number;
                            /** @enum {string} */
                            status: "received" | "in_review" | "decided" | "appealed" | "closed";
                        };
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `appeal_not_possible`, `complaint_closed` (API.md "Errors"). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "appeal_not_possible" | "complaint_closed";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    startDirectDebit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    package_id: number;
                    account_holder: string;
                    iban: string;
                    street: string;
                    house_number: string;
                    zip: string;
                    city: string;
                    mobile: string;
                    /** @enum {boolean} */
                    consent: true;
                    /** @enum {boolean} */
                    withdrawal_consent: true;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mandate: {
                            id: number;
                            reference: string;
                        };
                        phone: string;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `directdebit_blocked`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "directdebit_blocked" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `spending_limit` (API.md "Errors"). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "spending_limit";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `directdebit_limit` (API.md "Errors"). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "directdebit_limit";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy`, `sms_unavailable` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy" | "sms_unavailable";
                    };
                };
            };
        };
    };
    confirmDirectDebit: {
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
                    code: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            id: number;
                            /** @enum {string} */
                            status: "open" | "pending" | "paid" | "failed" | "cancelled" | "expired" | "refunded" | "charged_back";
                            /** @description cents */
                            amount: number;
                            /** @description cents, before discount */
                            list_amount: number;
                            currency: string;
                            credits: number;
                            method: string;
                            discount_code: string | null;
                            payment_id: string | null;
                            created_at: string;
                            paid_at: string | null;
                            refundable: boolean;
                            refund_requested: boolean;
                            refunded_amount: number | null;
                            advance_credits: number;
                        };
                        checkout_url: string;
                    };
                };
            };
            /** @description Error `bad_request`, `sms_code_invalid`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "sms_code_invalid" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `spending_limit` (API.md "Errors"). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "spending_limit";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    listCreditPackages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        packages: {
                            id: number;
                            credits: number;
                            /** @description cents */
                            amount: number;
                            currency: string;
                            discounted_amount: number;
                            /** @description cents per credit, before discount */
                            per_credit: number;
                        }[];
                        methods: ("ideal" | "bancontact" | "creditcard" | "paypal" | "directdebit")[];
                        discount: {
                            code: string;
                            country: string | null;
                            user_id: number | null;
                            expires: string | null;
                            value_percentage: number;
                            percentage: string;
                            currency: string | null;
                            minimum_order_value: number | null;
                            /** @enum {string} */
                            status: "active" | "inactive";
                            /** @enum {string} */
                            validity: "once-per-user" | "unlimited";
                            expired: boolean;
                            paymentmethods: string[];
                            seconds_left: number | null;
                        } | null;
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    package_id: number;
                    /** @enum {string} */
                    method: "ideal" | "bancontact" | "creditcard" | "paypal" | "directdebit";
                    discount_code?: string;
                    /** @enum {boolean} */
                    withdrawal_consent: true;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            id: number;
                            /** @enum {string} */
                            status: "open" | "pending" | "paid" | "failed" | "cancelled" | "expired" | "refunded" | "charged_back";
                            /** @description cents */
                            amount: number;
                            /** @description cents, before discount */
                            list_amount: number;
                            currency: string;
                            credits: number;
                            method: string;
                            discount_code: string | null;
                            payment_id: string | null;
                            created_at: string;
                            paid_at: string | null;
                            refundable: boolean;
                            refund_requested: boolean;
                            refunded_amount: number | null;
                            advance_credits: number;
                        };
                        checkout_url: string;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `code_not_found`, `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "code_not_found" | "not_found";
                    };
                };
            };
            /** @description Error `code_used`, `spending_limit` (API.md "Errors"). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "code_used" | "spending_limit";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy`, `payment_unavailable` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy" | "payment_unavailable";
                    };
                };
            };
        };
    };
    repeatOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {boolean} */
                    withdrawal_consent: true;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            id: number;
                            /** @enum {string} */
                            status: "open" | "pending" | "paid" | "failed" | "cancelled" | "expired" | "refunded" | "charged_back";
                            /** @description cents */
                            amount: number;
                            /** @description cents, before discount */
                            list_amount: number;
                            currency: string;
                            credits: number;
                            method: string;
                            discount_code: string | null;
                            payment_id: string | null;
                            created_at: string;
                            paid_at: string | null;
                            refundable: boolean;
                            refund_requested: boolean;
                            refunded_amount: number | null;
                            advance_credits: number;
                        };
                        checkout_url: string;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `spending_limit` (API.md "Errors"). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "spending_limit";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy`, `payment_unavailable` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy" | "payment_unavailable";
                    };
                };
            };
        };
    };
    getLastOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            id: number;
                            /** @enum {string} */
                            status: "open" | "pending" | "paid" | "failed" | "cancelled" | "expired" | "refunded" | "charged_back";
                            /** @description cents */
                            amount: number;
                            /** @description cents, before discount */
                            list_amount: number;
                            currency: string;
                            credits: number;
                            method: string;
                            discount_code: string | null;
                            payment_id: string | null;
                            created_at: string;
                            paid_at: string | null;
                            refundable: boolean;
                            refund_requested: boolean;
                            refunded_amount: number | null;
                            advance_credits: number;
                        } | null;
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    getOrder: {
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
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            id: number;
                            /** @enum {string} */
                            status: "open" | "pending" | "paid" | "failed" | "cancelled" | "expired" | "refunded" | "charged_back";
                            /** @description cents */
                            amount: number;
                            /** @description cents, before discount */
                            list_amount: number;
                            currency: string;
                            credits: number;
                            method: string;
                            discount_code: string | null;
                            payment_id: string | null;
                            created_at: string;
                            paid_at: string | null;
                            refundable: boolean;
                            refund_requested: boolean;
                            refunded_amount: number | null;
                            advance_credits: number;
                        };
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    requestRefund: {
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
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            id: number;
                            /** @enum {string} */
                            status: "open" | "pending" | "paid" | "failed" | "cancelled" | "expired" | "refunded" | "charged_back";
                            /** @description cents */
                            amount: number;
                            /** @description cents, before discount */
                            list_amount: number;
                            currency: string;
                            credits: number;
                            method: string;
                            discount_code: string | null;
                            payment_id: string | null;
                            created_at: string;
                            paid_at: string | null;
                            refundable: boolean;
                            refund_requested: boolean;
                            refunded_amount: number | null;
                            advance_credits: number;
                        };
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `refund_not_possible` (API.md "Errors"). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "refund_not_possible";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    listTransactions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        transactions: {
                            id: number;
                            /** @enum {string} */
                            status: "open" | "pending" | "paid" | "failed" | "cancelled" | "expired" | "refunded" | "charged_back";
                            /** @description cents */
                            amount: number;
                            /** @description cents, before discount */
                            list_amount: number;
                            currency: string;
                            credits: number;
                            method: string;
                            discount_code: string | null;
                            payment_id: string | null;
                            created_at: string;
                            paid_at: string | null;
                            refundable: boolean;
                            refund_requested: boolean;
                            refunded_amount: number | null;
                            advance_credits: number;
                        }[];
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    paymentWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                };
                "application/x-www-form-urlencoded": {
                    id: string;
                };
            };
        };
        responses: {
            /** @description Processed; no body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    getDiscountCode: {
        parameters: {
            query?: {
                code?: string;
                welcome?: string;
                package_id?: number;
                method?: "ideal" | "bancontact" | "creditcard" | "paypal" | "directdebit";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        country: string | null;
                        user_id: number | null;
                        expires: string | null;
                        value_percentage: number;
                        percentage: string;
                        currency: string | null;
                        minimum_order_value: number | null;
                        /** @enum {string} */
                        status: "active" | "inactive";
                        /** @enum {string} */
                        validity: "once-per-user" | "unlimited";
                        expired: boolean;
                        paymentmethods: string[];
                        seconds_left: number | null;
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required";
                    };
                };
            };
            /** @description Error `code_not_found`, `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "code_not_found" | "not_found";
                    };
                };
            };
            /** @description Error `code_used` (API.md "Errors"). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "code_used";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    getSpendingLimit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the monthly limit in cents; null: none */
                        limit_cents: number | null;
                        /** @description a raise or removal waiting 72 hours */
                        pending: {
                            /** @description the limit it sets; null: the limit goes */
                            limit_cents: number | null;
                            /** @description ISO 8601: when the raise takes effect */
                            effective_at: string;
                        } | null;
                        /** @description spent this calendar month (Europe/Amsterdam), refunds given back */
                        spent_cents: number;
                        /** @description what may still be spent this month; null without a limit */
                        left_cents: number | null;
                        /** @description YYYY-MM-DD: the first day of next month, when the month starts again */
                        resets_on: string;
                        time_zone: string;
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    setSpendingLimit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    limit_cents: number | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the monthly limit in cents; null: none */
                        limit_cents: number | null;
                        /** @description a raise or removal waiting 72 hours */
                        pending: {
                            /** @description the limit it sets; null: the limit goes */
                            limit_cents: number | null;
                            /** @description ISO 8601: when the raise takes effect */
                            effective_at: string;
                        } | null;
                        /** @description spent this calendar month (Europe/Amsterdam), refunds given back */
                        spent_cents: number;
                        /** @description what may still be spent this month; null without a limit */
                        left_cents: number | null;
                        /** @description YYYY-MM-DD: the first day of next month, when the month starts again */
                        resets_on: string;
                        time_zone: string;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    cancelSpendingLimitRaise: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the monthly limit in cents; null: none */
                        limit_cents: number | null;
                        /** @description a raise or removal waiting 72 hours */
                        pending: {
                            /** @description the limit it sets; null: the limit goes */
                            limit_cents: number | null;
                            /** @description ISO 8601: when the raise takes effect */
                            effective_at: string;
                        } | null;
                        /** @description spent this calendar month (Europe/Amsterdam), refunds given back */
                        spent_cents: number;
                        /** @description what may still be spent this month; null without a limit */
                        left_cents: number | null;
                        /** @description YYYY-MM-DD: the first day of next month, when the month starts again */
                        resets_on: string;
                        time_zone: string;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    getSpendingStatement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        time_zone: string;
                        months: {
                            /** @description YYYY-MM */
                            month: string;
                            spent_cents: number;
                            refunded_cents: number;
                            /** @description spent minus refunded */
                            total_cents: number;
                            lines: {
                                /** @enum {string} */
                                kind: "order" | "refund";
                                order_id: number;
                                /** @description ISO 8601 */
                                at: string;
                                credits: number;
                                /** @description cents; positive for both kinds */
                                amount_cents: number;
                                method: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    getNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        new_conversations: {
                            mail: boolean;
                            push: boolean;
                        };
                        new_messages: {
                            mail: boolean;
                            push: boolean;
                        };
                        like: {
                            mail: boolean;
                            push: boolean;
                        };
                        unread_message_reminders: {
                            mail: boolean;
                            push: boolean;
                        };
                        promotions: {
                            mail: boolean;
                            push: boolean;
                        };
                        weekly_updates: {
                            mail: boolean;
                            push: boolean;
                        };
                        news: {
                            mail: boolean;
                            push: boolean;
                        };
                        reminders: {
                            mail: boolean;
                            push: boolean;
                        };
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    setNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    new_conversations?: boolean | {
                        mail?: boolean;
                        push?: boolean;
                    };
                    new_messages?: boolean | {
                        mail?: boolean;
                        push?: boolean;
                    };
                    like?: boolean | {
                        mail?: boolean;
                        push?: boolean;
                    };
                    unread_message_reminders?: boolean | {
                        mail?: boolean;
                        push?: boolean;
                    };
                    promotions?: boolean | {
                        mail?: boolean;
                        push?: boolean;
                    };
                    weekly_updates?: boolean | {
                        mail?: boolean;
                        push?: boolean;
                    };
                    news?: boolean | {
                        mail?: boolean;
                        push?: boolean;
                    };
                    reminders?: boolean | {
                        mail?: boolean;
                        push?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        new_conversations: {
                            mail: boolean;
                            push: boolean;
                        };
                        new_messages: {
                            mail: boolean;
                            push: boolean;
                        };
                        like: {
                            mail: boolean;
                            push: boolean;
                        };
                        unread_message_reminders: {
                            mail: boolean;
                            push: boolean;
                        };
                        promotions: {
                            mail: boolean;
                            push: boolean;
                        };
                        weekly_updates: {
                            mail: boolean;
                            push: boolean;
                        };
                        news: {
                            mail: boolean;
                            push: boolean;
                        };
                        reminders: {
                            mail: boolean;
                            push: boolean;
                        };
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    getNotificationState: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mail_alert_dismissed_at: string | null;
                        push_prompt_dismissed_at: string | null;
                        notifications_disabled: ("fbl" | "bounce" | "listunsubscribe")[];
                    };
                };
            };
            /** @description Error `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "validation";
                    };
                };
            };
            /** @description Error `authentication_required` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    dismissNotificationPrompt: {
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
                    what: "mail_alert" | "push_prompt";
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    enableMail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `authentication_required`, `forbidden_origin` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "authentication_required" | "forbidden_origin";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    unsubscribeOneClick: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    "List-Unsubscribe"?: "One-Click";
                };
                "multipart/form-data": {
                    /** @enum {string} */
                    "List-Unsubscribe"?: "One-Click";
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Error `bad_request`, `unsubscribe_invalid`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "unsubscribe_invalid" | "validation";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
    mailEvents: {
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
                    type: "bounce" | "complaint";
                    email: string;
                } | {
                    /** @enum {string} */
                    type: "bounce" | "complaint";
                    email: string;
                }[];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Error `bad_request`, `validation` (API.md "Errors"). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "bad_request" | "validation";
                    };
                };
            };
            /** @description Error `forbidden` (API.md "Errors"). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "forbidden";
                    };
                };
            };
            /** @description Error `not_found` (API.md "Errors"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Error `unsupported_media_type` (API.md "Errors"). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description Error `internal` (API.md "Errors"). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "internal";
                    };
                };
            };
            /** @description Error `busy` (API.md "Errors"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        error?: "busy";
                    };
                };
            };
        };
    };
}
