/**
 * The moderation mails (issue "Back office" §2, DSA art. 17 and 20): the outcome of a complaint
 * for the reporter and for the reported member, and the outcome of an appeal. Each states the
 * decision and the written reason (staff text, escaped like every value) and how to appeal.
 */
import { Paragraph, Quote } from './layout.tsx';
import { standard, type Template } from './standard.tsx';

/** The reporter is told what was decided on their complaint and why (button: their complaint). */
export const complaintDecided: Template<'complaint_decided'> = (input) =>
  standard(input, {
    details: (
      <>
        <Paragraph>{input.t(`decision_${input.params.decision}`)}</Paragraph>
        <Quote>{input.params.reason}</Quote>
      </>
    ),
  });

/** The reported member is told what was decided about them and why (button: the decisions page). */
export const moderationDecision: Template<'moderation_decision'> = (input) =>
  standard(input, {
    details: (
      <>
        <Paragraph>{input.t(`decision_${input.params.decision}`)}</Paragraph>
        <Quote>{input.params.reason}</Quote>
      </>
    ),
  });

/** Those involved are told the outcome of the one appeal and why (button: the complaints page). */
export const appealDecided: Template<'appeal_decided'> = (input) =>
  standard(input, {
    details: (
      <>
        <Paragraph>{input.t(`decision_${input.params.decision}`)}</Paragraph>
        <Quote>{input.params.reason}</Quote>
      </>
    ),
  });
