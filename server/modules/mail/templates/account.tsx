/**
 * The account mails (SPEC §4, §5; DSA complaints): activation, password reset and change,
 * e-mail change and its notice, reactivation, and the receipt of a complaint. Standard bodies:
 * each kind's texts are `mail.<kind>.{subject,intro,button,outro}`.
 */
import { Note } from './layout.tsx';
import { standard, type Template } from './standard.tsx';

/** Confirm the address after signup (button: the activation link). */
export const activation: Template<'activation'> = (input) => standard(input);

/** Set a new password (button: the reset link, valid `minutes`). */
export const passwordReset: Template<'password_reset'> = (input) => standard(input);

/** Confirm a new address (button: the confirmation link, sent to the new address). */
export const emailChange: Template<'email_change'> = (input) => standard(input);

/** Tell the old address which new one was asked for (no button). */
export const emailChangeNotice: Template<'email_change_notice'> = (input) => standard(input);

/** The reactivation link of a deleted account, valid `days`. */
export const reactivation: Template<'reactivation'> = (input) => standard(input);

/** A complaint was received under its reference number (button: the complaints page). */
export const complaintReceived: Template<'complaint_received'> = (input) => standard(input);

/** The password was changed (button: the password-reset page, for a member who did not change it). */
export const passwordChanged: Template<'password_changed'> = (input) =>
  standard(input, { details: <Note>{input.t('when', { date: input.format.dateTime(input.now) })}</Note> });
