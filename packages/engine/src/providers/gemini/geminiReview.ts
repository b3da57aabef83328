import type { Schema, Type } from '@google/genai';
import { z } from 'zod';

/** What Gemini is asked for: a reading of the scene, never the areas (the classifier measures those). */
export const geminiReviewSchema = z.object({
  lawnPercent: z.number().min(0).max(100),
  obstacles: z
    .array(
      z.object({
        type: z.enum(['tree', 'pool', 'driveway', 'shed', 'building', 'garden_bed', 'other']),
        description: z.string().max(200),
        confidence: z.number().min(0).max(1),
      }),
    )
    .max(30),
  complexity: z.number().int().min(1).max(10),
  explanation: z.string().min(1).max(1000),
});
export type GeminiReview = z.infer<typeof geminiReviewSchema>;

/**
 * The same shape as Gemini's OpenAPI-subset responseSchema, built from the SDK's `Type` once
 * the SDK is loaded (it loads only where Gemini is configured).
 */
export const geminiResponseSchema = (type: typeof Type): Schema => ({
  type: type.OBJECT,
  properties: {
    lawnPercent: { type: type.NUMBER },
    obstacles: {
      type: type.ARRAY,
      items: {
        type: type.OBJECT,
        properties: {
          type: {
            type: type.STRING,
            enum: ['tree', 'pool', 'driveway', 'shed', 'building', 'garden_bed', 'other'],
          },
          description: { type: type.STRING },
          confidence: { type: type.NUMBER },
        },
        required: ['type', 'description', 'confidence'],
      },
    },
    complexity: { type: type.INTEGER },
    explanation: { type: type.STRING },
  },
  required: ['lawnPercent', 'obstacles', 'complexity', 'explanation'],
  propertyOrdering: ['lawnPercent', 'obstacles', 'complexity', 'explanation'],
});

export const GEMINI_SYSTEM_INSTRUCTION =
  'You review aerial images of residential lots for a lawn-care estimator. The first image is ' +
  'the lot; the second shows what a pixel classifier measured (green lawn, dark green trees, ' +
  'red buildings, grey paving, blue water, brown soil, black shadow). List the obstacles a ' +
  'mowing crew works around, rate mowing complexity from 1 (open rectangle) to 10, explain it ' +
  'in two sentences for a homeowner, and estimate what percent of the image is mowable lawn.';
