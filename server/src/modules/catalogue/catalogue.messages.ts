import { defineMessages } from '@formatjs/intl';

/** The catalogue module's refusals, answered in the caller's language (docs/i18n.md). */
export const CatalogueMessages = defineMessages({
  userNotFound: { id: 'catalogue.userNotFound', defaultMessage: 'User not found' },
  coachType: { id: 'catalogue.coachType', defaultMessage: 'coach_type must be premium' },
  coachSort: { id: 'catalogue.coachSort', defaultMessage: 'sort must be relevance or reliability' },
  notesTooLong: { id: 'catalogue.notesTooLong', defaultMessage: 'Notes must be at most 2000 characters long' },
  availabilityShape: {
    id: 'catalogue.availabilityShape',
    defaultMessage: 'availability must map weekdays (monday … sunday) to lists of time slots',
  },
  slotWholeHours: { id: 'catalogue.slotWholeHours', defaultMessage: 'Time slots must be whole hours such as 09:00' },
  slotOutOfHours: { id: 'catalogue.slotOutOfHours', defaultMessage: 'Time slots must be between 07:00 and 19:00' },
  dateField: { id: 'catalogue.dateField', defaultMessage: '{field} must be a date such as 2026-12-01' },
  slotField: { id: 'catalogue.slotField', defaultMessage: '{field} must be an hourly slot from 07:00 to 19:00' },
  unknownDay: { id: 'catalogue.unknownDay', defaultMessage: 'Unknown day: {day}' },
  dayNotList: { id: 'catalogue.dayNotList', defaultMessage: '{day} must be a list of time slots' },
  dayTooManySlots: { id: 'catalogue.dayTooManySlots', defaultMessage: '{day} has too many time slots' },
  keyOfDeletedService: {
    id: 'catalogue.keyOfDeletedService',
    defaultMessage: 'This service was already published with this key, then deleted',
  },
  upcomingGroupSessions: {
    id: 'catalogue.upcomingGroupSessions',
    defaultMessage: 'Cancel the upcoming group sessions of this service first',
  },
  costRange: { id: 'catalogue.costRange', defaultMessage: 'min_cost must not be greater than max_cost' },
  serviceNotFound: { id: 'catalogue.serviceNotFound', defaultMessage: 'Service not found' },
  notYourService: { id: 'catalogue.notYourService', defaultMessage: 'You can only change your own services' },
  coachNotFound: { id: 'catalogue.coachNotFound', defaultMessage: 'Coach not found' },
  superAdminOnly: { id: 'catalogue.superAdminOnly', defaultMessage: 'Only a super_admin can manage categories' },
  availabilityRequired: { id: 'catalogue.availabilityRequired', defaultMessage: 'availability is required' },
  unknownCategory: { id: 'catalogue.unknownCategory', defaultMessage: 'Unknown category: {value}' },
  retiredCategory: {
    id: 'catalogue.retiredCategory',
    defaultMessage: 'The category {label} is retired; choose another one',
  },
});
