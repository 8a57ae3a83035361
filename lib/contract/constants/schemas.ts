import { z } from 'zod';
import { ITEM_TYPES } from './item-type';
import { PAYMENT_METHODS } from './payment';

/*
 * The schemas of the constants, apart from their values: the browser's forms import the values (lib/validation), and a
 * module the browser loads must not bring zod's classic API with it (docs/architecture.md#forms-and-captcha).
 */
export const ItemTypeSchema = z.enum(ITEM_TYPES);
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
/** Order PaymentStatusID (PaymentStatus in ./payment): kept a plain int so an unknown upstream status does not break parsing. */
export const PaymentStatusIdSchema = z.number().int();
