/**
 * Content collections, loaded from the top-level content/ folder.
 * guides: content/<locale>/<slug>.mdx, one file per locale for every guide route in src/i18n/routes.ts
 * (entry id '<locale>/<slug>', rendered at /<locale>/<slug>/).
 */
import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';
import { GAME_IDS } from './i18n/routes';

export const guideFrontMatter = z
  .object({
    /** The page's <h1> and <title>. */
    title: z.string().trim().min(1),
    /** Meta description and lead: one or two sentences. */
    description: z.string().trim().min(1).max(200),
    game: z.enum(GAME_IDS),
    /** Date of the last editorial review, YYYY-MM-DD. */
    lastReviewed: z.coerce.date(),
  })
  .strict();

const guides = defineCollection({
  loader: glob({ pattern: '*/*.mdx', base: './content' }),
  schema: guideFrontMatter,
});

export const collections = { guides };
