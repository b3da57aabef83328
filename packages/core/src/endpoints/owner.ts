/**
 * The owner app's part of the endpoint table (SPEC §7): sign-in, the account, services,
 * storefronts, quotes, mail and webhooks.
 */
import {
  accountUpdateSchema,
  apiKeyResponseSchema,
  changePasswordSchema,
  currentUserSchema,
  emailChangeConfirmedSchema,
  emailChangeConfirmSchema,
  generateApiKeyRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registrationRequestSchema,
  registrationResponseSchema,
  startTrialRequestSchema,
  usageSchema,
} from '../schemas/account.ts';
import { propertyAnalysisResponseSchema } from '../schemas/analysis.ts';
import {
  healthResponseSchema,
  livenessResponseSchema,
  readinessResponseSchema,
} from '../schemas/health.ts';
import {
  mailSettingsResponseSchema,
  resendMailResponseSchema,
  updateMailSettingsRequestSchema,
} from '../schemas/mail.ts';
import {
  quoteExportQuerySchema,
  quoteListQuerySchema,
  quoteListResponseSchema,
} from '../schemas/quoteList.ts';
import {
  quoteRequestLimitSchema,
  updateQuoteRequestLimitRequestSchema,
} from '../schemas/quoteRequestLimits.ts';
import {
  acceptQuoteResponseSchema,
  adjustMeasurementRequestSchema,
  priceOverrideRequestSchema,
  updateAcceptedQuoteRequestSchema,
} from '../schemas/quotes.ts';
import {
  frequenciesListResponseSchema,
  frequencyInputSchema,
  frequencyResponseSchema,
  reviewSettingsSchema,
  serviceResponseSchema,
  servicesListResponseSchema,
  serviceWithFrequenciesInputSchema,
} from '../schemas/services.ts';
import {
  customDomainCheckSchema,
  storefrontByDomainQuerySchema,
  storefrontInputSchema,
  storefrontLogoQuerySchema,
  storefrontSchema,
  storefrontsListResponseSchema,
} from '../schemas/storefronts.ts';
import {
  createdWebhookEndpointSchema,
  createWebhookEndpointRequestSchema,
  webhookDeliveriesResponseSchema,
  webhookDeliveryResponseSchema,
  webhookEndpointsResponseSchema,
} from '../schemas/webhooks.ts';
import {
  accuracyResponseSchema,
  accuracySettingsSchema,
  confirmRepriceRequestSchema,
  recordVerifiedAreaRequestSchema,
  repriceOfferResponseSchema,
  updateAccuracySettingsRequestSchema,
} from '../schemas/verifiedArea.ts';
import { endpoint } from './endpoint.ts';

export const ownerEndpoints = {
  health: endpoint({ method: 'GET', path: '/api/health', answer: healthResponseSchema }),
  /** For load balancers: the database answers and every migration is applied. */
  healthReady: endpoint({
    method: 'GET',
    path: '/api/health/ready',
    answer: readinessResponseSchema,
  }),
  /** For load balancers: the process answers. */
  healthLive: endpoint({ method: 'GET', path: '/api/health/live', answer: livenessResponseSchema }),

  register: endpoint({
    method: 'POST',
    path: '/api/register',
    body: registrationRequestSchema,
    answer: registrationResponseSchema,
  }),
  /** Answers the user as /api/me does; the app reads it from there after the session starts. */
  login: endpoint({ method: 'POST', path: '/api/login', body: loginRequestSchema }),
  logout: endpoint({ method: 'POST', path: '/api/logout' }),
  logoutEverywhere: endpoint({ method: 'POST', path: '/api/logout-everywhere' }),
  me: endpoint({ method: 'GET', path: '/api/me', answer: currentUserSchema }),
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/api/password-reset/request',
    body: passwordResetRequestSchema,
    answer: messageResponseSchema,
  }),
  confirmPasswordReset: endpoint({
    method: 'POST',
    path: '/api/password-reset/confirm',
    body: passwordResetConfirmSchema,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/change-password',
    body: changePasswordSchema,
  }),
  confirmEmailChange: endpoint({
    method: 'POST',
    path: '/api/email-change/confirm',
    body: emailChangeConfirmSchema,
    answer: emailChangeConfirmedSchema,
  }),
  updateAccount: endpoint({
    method: 'PATCH',
    path: '/api/account',
    body: accountUpdateSchema,
    answer: currentUserSchema,
  }),
  quoteRequestLimit: endpoint({
    method: 'GET',
    path: '/api/quote-request-limit',
    answer: quoteRequestLimitSchema,
  }),
  updateQuoteRequestLimit: endpoint({
    method: 'PUT',
    path: '/api/quote-request-limit',
    body: updateQuoteRequestLimitRequestSchema,
    answer: quoteRequestLimitSchema,
  }),
  /** Answers the usage as /api/usage does; the app reads it from there. */
  startTrial: endpoint({ method: 'POST', path: '/api/start-trial', body: startTrialRequestSchema }),
  usage: endpoint({ method: 'GET', path: '/api/usage/:userId', answer: usageSchema }),
  generateApiKey: endpoint({
    method: 'POST',
    path: '/api/generate-api-key',
    body: generateApiKeyRequestSchema,
    answer: apiKeyResponseSchema,
  }),

  reviewSettings: endpoint({
    method: 'GET',
    path: '/api/review-settings',
    answer: reviewSettingsSchema,
  }),
  updateReviewSettings: endpoint({
    method: 'PUT',
    path: '/api/review-settings',
    body: reviewSettingsSchema,
    answer: reviewSettingsSchema,
  }),
  services: endpoint({ method: 'GET', path: '/api/services', answer: servicesListResponseSchema }),
  createService: endpoint({
    method: 'POST',
    path: '/api/services',
    body: serviceWithFrequenciesInputSchema,
    answer: serviceResponseSchema,
  }),
  updateService: endpoint({
    method: 'PUT',
    path: '/api/services/:id',
    body: serviceWithFrequenciesInputSchema,
    answer: serviceResponseSchema,
  }),
  deleteService: endpoint({ method: 'DELETE', path: '/api/services/:id' }),
  frequencies: endpoint({
    method: 'GET',
    path: '/api/services/:id/frequencies',
    answer: frequenciesListResponseSchema,
  }),
  addFrequency: endpoint({
    method: 'POST',
    path: '/api/services/:id/frequencies',
    body: frequencyInputSchema,
    answer: frequencyResponseSchema,
  }),
  deleteFrequency: endpoint({
    method: 'DELETE',
    path: '/api/services/:id/frequencies/:frequencyId',
  }),

  storefronts: endpoint({
    method: 'GET',
    path: '/api/storefronts',
    answer: storefrontsListResponseSchema,
  }),
  /** Multipart: the storefront's fields and its logo file. */
  createStorefront: endpoint({
    method: 'POST',
    path: '/api/storefronts',
    multipart: true,
    body: storefrontInputSchema,
    answer: storefrontSchema,
  }),
  updateStorefront: endpoint({
    method: 'PUT',
    path: '/api/storefronts/:id',
    multipart: true,
    body: storefrontInputSchema,
    answer: storefrontSchema,
  }),
  deleteStorefront: endpoint({ method: 'DELETE', path: '/api/storefronts/:id' }),
  storefrontDomainCheck: endpoint({
    method: 'GET',
    path: '/api/storefronts/:id/domain-check',
    answer: customDomainCheckSchema,
  }),
  storefrontBySubdomain: endpoint({
    method: 'GET',
    path: '/api/storefront/:subdomain',
    answer: storefrontSchema,
  }),
  storefrontByDomain: endpoint({
    method: 'GET',
    path: '/api/storefront-by-domain',
    query: storefrontByDomainQuerySchema,
    answer: storefrontSchema,
  }),
  /** The logo image itself, not JSON. */
  storefrontLogo: endpoint({
    method: 'GET',
    path: '/api/storefront-logo',
    query: storefrontLogoQuerySchema,
  }),

  acceptedQuotes: endpoint({
    method: 'GET',
    path: '/api/accepted-quotes',
    query: quoteListQuerySchema,
    answer: quoteListResponseSchema,
  }),
  /** CSV, downloaded through a link. */
  acceptedQuotesCsv: endpoint({
    method: 'GET',
    path: '/api/accepted-quotes/export.csv',
    query: quoteExportQuerySchema,
  }),
  updateAcceptedQuote: endpoint({
    method: 'PATCH',
    path: '/api/accepted-quotes/:id',
    body: updateAcceptedQuoteRequestSchema,
    answer: acceptQuoteResponseSchema,
  }),
  archiveAcceptedQuote: endpoint({
    method: 'POST',
    path: '/api/accepted-quotes/:id/archive',
    answer: acceptQuoteResponseSchema,
  }),
  restoreAcceptedQuote: endpoint({
    method: 'POST',
    path: '/api/accepted-quotes/:id/restore',
    answer: acceptQuoteResponseSchema,
  }),
  deleteAcceptedQuote: endpoint({ method: 'DELETE', path: '/api/accepted-quotes/:id' }),
  overrideLinePrice: endpoint({
    method: 'PUT',
    path: '/api/accepted-quotes/:id/services/:lineId/price-override',
    body: priceOverrideRequestSchema,
    answer: acceptQuoteResponseSchema,
  }),
  clearLinePrice: endpoint({
    method: 'DELETE',
    path: '/api/accepted-quotes/:id/services/:lineId/price-override',
    answer: acceptQuoteResponseSchema,
  }),
  adjustMeasurement: endpoint({
    method: 'PUT',
    path: '/api/accepted-quotes/:id/measurement',
    body: adjustMeasurementRequestSchema,
    answer: acceptQuoteResponseSchema,
  }),
  recordVerifiedArea: endpoint({
    method: 'PUT',
    path: '/api/accepted-quotes/:id/verified-area',
    body: recordVerifiedAreaRequestSchema,
    answer: acceptQuoteResponseSchema,
  }),
  clearVerifiedArea: endpoint({
    method: 'DELETE',
    path: '/api/accepted-quotes/:id/verified-area',
    answer: acceptQuoteResponseSchema,
  }),
  /** What re-pricing from the verified area would do; nothing changes. */
  verifiedRepriceOffer: endpoint({
    method: 'GET',
    path: '/api/accepted-quotes/:id/verified-reprice',
    answer: repriceOfferResponseSchema,
  }),
  confirmVerifiedReprice: endpoint({
    method: 'POST',
    path: '/api/accepted-quotes/:id/verified-reprice',
    body: confirmRepriceRequestSchema,
    answer: acceptQuoteResponseSchema,
  }),
  accuracy: endpoint({ method: 'GET', path: '/api/accuracy', answer: accuracyResponseSchema }),
  accuracySettings: endpoint({
    method: 'GET',
    path: '/api/accuracy-settings',
    answer: accuracySettingsSchema,
  }),
  updateAccuracySettings: endpoint({
    method: 'PUT',
    path: '/api/accuracy-settings',
    body: updateAccuracySettingsRequestSchema,
    answer: accuracySettingsSchema,
  }),
  propertyAnalysis: endpoint({
    method: 'GET',
    path: '/api/property-analysis/:id',
    answer: propertyAnalysisResponseSchema,
  }),

  mailSettings: endpoint({
    method: 'GET',
    path: '/api/mail-settings',
    answer: mailSettingsResponseSchema,
  }),
  updateMailSettings: endpoint({
    method: 'PUT',
    path: '/api/mail-settings',
    body: updateMailSettingsRequestSchema,
    answer: mailSettingsResponseSchema,
  }),
  resendMail: endpoint({
    method: 'POST',
    path: '/api/mail/:id/resend',
    answer: resendMailResponseSchema,
  }),

  webhookEndpoints: endpoint({
    method: 'GET',
    path: '/api/webhook-endpoints',
    answer: webhookEndpointsResponseSchema,
  }),
  createWebhookEndpoint: endpoint({
    method: 'POST',
    path: '/api/webhook-endpoints',
    body: createWebhookEndpointRequestSchema,
    answer: createdWebhookEndpointSchema,
  }),
  deleteWebhookEndpoint: endpoint({ method: 'DELETE', path: '/api/webhook-endpoints/:id' }),
  webhookDeliveries: endpoint({
    method: 'GET',
    path: '/api/webhook-endpoints/:id/deliveries',
    answer: webhookDeliveriesResponseSchema,
  }),
  resendWebhookDelivery: endpoint({
    method: 'POST',
    path: '/api/webhook-deliveries/:id/resend',
    answer: webhookDeliveryResponseSchema,
  }),
} as const;
