import type { ParamSpec } from '../operation.js';

/**
 * The path parameters that name a resource, each with the 404 its routes answer when there is
 * none: a route writes `params: requestId` and the builder adds the 404 (operation.ts).
 */
const resource = (description: string, notFound: string, name = 'id'): Record<string, ParamSpec> => ({
  [name]: { description, notFound },
});

export const memberId = resource('The member id.', '`User not found`.');
export const requestId = resource('The exchange request id.', '`Exchange request not found`.');
export const sessionId = resource('The session id.', '`Session not found`.');
export const serviceId = resource('The service id.', '`Service not found`.');
export const notificationId = resource('The notification id.', "`Notification not found` (also for someone else's).");
export const reportId = resource('The report.', '`Report not found`.');
export const pushSubscriptionId = resource('The device id.', "`Device not found` (also for someone else's).");
export const mailId = resource('The mail id.', '`Mail not found` (or not dead).');
export const disputeId = resource('The dispute id.', '`Dispute not found`.');
export const needId = resource('The need id.', '`Need not found`.');
export const swapId = resource('The swap id.', '`Swap not found` (also for a swap that is not yours).');
export const ringId = resource('The ring id.', '`Ring not found` (also for a ring I am not in).');
export const categoryValue = resource('The category value, e.g. business_coaching.', '`Category not found`.', 'value');
/** A category and one of its languages other than English (`/admin/categories/{value}/labels/{locale}`). */
export const categoryLabelParams: Record<string, ParamSpec> = {
  ...categoryValue,
  locale: { description: 'A language other than English, e.g. es.' },
};
export const groupSessionId = resource('The group session id.', '`Group session not found`.');
