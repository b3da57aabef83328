import type { GoogleGenAI, Schema } from '@google/genai';
import sharp, { type Sharp } from 'sharp';
import type { ClassMap } from '../../classify/classifyPixels.ts';
import { CLASS_COLOURS, LAND_CLASSES, LAWN } from '../../landClasses.ts';
import type { RasterBands } from '../../raster/geoRaster.ts';
import type { ProviderLogger } from '../http/providerHttp.ts';
import type { VisionInput, VisionProvider } from '../types.ts';
import {
  geminiResponseSchema,
  GEMINI_SYSTEM_INSTRUCTION,
  geminiReviewSchema,
  type GeminiReview,
} from './geminiReview.ts';

/** Lawn shares further apart than this (percentage points) count as a disagreement. */
export const LAWN_TOLERANCE_POINTS = 10;
/** Longest side of the images sent (Gemini tiles larger images at 768 px). */
const MAX_SIDE = 768;

/** Gemini's reading next to the classifier's measurement; `notes` are for the homeowner. */
export interface VisionReview {
  status: 'agreed' | 'disagreed' | 'fallback';
  gemini: GeminiReview | null;
  measuredLawnPercent: number;
  notes: string[];
}

export interface ReviewedClassMap extends ClassMap {
  review: VisionReview;
}

export interface GeminiVisionOptions {
  apiKey: string;
  model: string;
  /** A local fake in tests; Google's endpoint otherwise. */
  baseUrl?: string;
  timeoutMs?: number;
  logger?: ProviderLogger;
}

/**
 * Gemini cross-checks the built-in classifier: the classifier measures every pixel and its
 * figures are what the estimate uses; Gemini adds obstacles, a complexity rating and an
 * explanation. Any Gemini failure leaves the built-in result, with a note saying so.
 */
export class GeminiVision implements VisionProvider {
  readonly name = 'gemini';
  private client: Promise<{ ai: GoogleGenAI; responseSchema: Schema }> | undefined;

  constructor(
    private readonly builtin: VisionProvider,
    private readonly options: GeminiVisionOptions,
  ) {}

  /** The SDK (a few megabytes of code) loads on the first review, not in every server. */
  private connect(): Promise<{ ai: GoogleGenAI; responseSchema: Schema }> {
    this.client ??= import('@google/genai').then(({ GoogleGenAI, Type }) => ({
      ai: new GoogleGenAI({
        apiKey: this.options.apiKey,
        httpOptions: {
          ...(this.options.baseUrl ? { baseUrl: this.options.baseUrl } : {}),
          timeout: this.options.timeoutMs ?? 8_000,
        },
      }),
      responseSchema: geminiResponseSchema(Type),
    }));
    return this.client;
  }

  async classify(input: VisionInput): Promise<ReviewedClassMap> {
    const measured = await this.builtin.classify(input);
    const measuredLawnPercent = lawnPercent(measured);
    let gemini: GeminiReview;
    try {
      gemini = await this.ask(input, measured);
    } catch (error) {
      this.options.logger?.warn({ provider: 'gemini', err: error }, 'Gemini review failed');
      const note =
        'The AI review of the aerial image was unavailable, so the built-in classifier’s result was used on its own.';
      return {
        ...measured,
        notes: [note],
        review: { status: 'fallback', gemini: null, measuredLawnPercent, notes: [note] },
      };
    }
    const agreed = Math.abs(gemini.lawnPercent - measuredLawnPercent) <= LAWN_TOLERANCE_POINTS;
    const notes = agreed
      ? []
      : [
          `The AI review judged ${Math.round(gemini.lawnPercent)}% of the image to be lawn; the measured ${Math.round(measuredLawnPercent)}% was used.`,
        ];
    return {
      ...measured,
      notes,
      // Where Gemini read the lawn differently, its other judgements are not trusted either.
      ...(agreed
        ? { aiReview: { complexity: gemini.complexity, explanation: gemini.explanation } }
        : {}),
      review: { status: agreed ? 'agreed' : 'disagreed', gemini, measuredLawnPercent, notes },
    };
  }

  private async ask(input: VisionInput, measured: ClassMap): Promise<GeminiReview> {
    const [{ ai, responseSchema }, photo, layers] = await Promise.all([
      this.connect(),
      photoPng(input.bands),
      classPng(measured),
    ]);
    const shares = classShares(measured)
      .map(([name, percent]) => `${name} ${percent.toFixed(1)}%`)
      .join(', ');
    const response = await ai.models.generateContent({
      model: this.options.model,
      contents: [
        {
          role: 'user',
          parts: [
            { inlineData: { mimeType: 'image/png', data: photo.toString('base64') } },
            { inlineData: { mimeType: 'image/png', data: layers.toString('base64') } },
            {
              text: `Ground resolution ${input.metresPerPixel.toFixed(2)} m per pixel before resizing. The classifier measured: ${shares}.`,
            },
          ],
        },
      ],
      config: {
        systemInstruction: GEMINI_SYSTEM_INSTRUCTION,
        responseMimeType: 'application/json',
        responseSchema,
        temperature: 0.2,
        maxOutputTokens: 2048,
      },
    });
    const block = response.promptFeedback?.blockReason;
    if (block) throw new Error(`prompt blocked: ${block}`);
    const finish = response.candidates?.[0]?.finishReason;
    if (finish && finish !== 'STOP') throw new Error(`generation stopped: ${finish}`);
    const text = response.text;
    if (!text) throw new Error('empty answer');
    return geminiReviewSchema.parse(JSON.parse(text));
  }
}

function lawnPercent(map: ClassMap): number {
  let lawn = 0;
  for (const c of map.classes) if (c === LAWN) lawn++;
  return map.classes.length > 0 ? (100 * lawn) / map.classes.length : 0;
}

function classShares(map: ClassMap): [string, number][] {
  const counts = new Array<number>(LAND_CLASSES.length).fill(0);
  for (const c of map.classes) counts[c] = (counts[c] ?? 0) + 1;
  return LAND_CLASSES.map((name, i) => [name, (100 * (counts[i] ?? 0)) / map.classes.length]);
}

function resized(image: Sharp, width: number, height: number): Promise<Buffer> {
  const fit = Math.max(width, height) > MAX_SIDE;
  return (fit ? image.resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside' }) : image)
    .png()
    .toBuffer();
}

function photoPng(bands: RasterBands): Promise<Buffer> {
  const n = bands.width * bands.height;
  const rgb = Buffer.alloc(n * 3);
  for (let i = 0; i < n; i++) {
    rgb[i * 3] = bands.red[i] ?? 0;
    rgb[i * 3 + 1] = bands.green[i] ?? 0;
    rgb[i * 3 + 2] = bands.blue[i] ?? 0;
  }
  const raw = { width: bands.width, height: bands.height, channels: 3 as const };
  return resized(sharp(rgb, { raw }), bands.width, bands.height);
}

function classPng(map: ClassMap): Promise<Buffer> {
  const rgb = Buffer.alloc(map.classes.length * 3);
  map.classes.forEach((c, i) => {
    const name = LAND_CLASSES[c];
    rgb.set(name ? CLASS_COLOURS[name] : [0, 0, 0], i * 3);
  });
  const raw = { width: map.width, height: map.height, channels: 3 as const };
  return resized(sharp(rgb, { raw }), map.width, map.height);
}
