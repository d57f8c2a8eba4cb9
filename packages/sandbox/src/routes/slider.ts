import type { Hono } from 'hono';
import * as schemas from '@shop/api-client/schemas';
import type { SandboxData, SlideRecord } from '../data';
import { readUploadForm, storeUpload } from '../domain/uploads';
import type { AppEnv } from '../env';
import { readJson } from '../http/body';
import { etagOf } from '../http/etag';
import { refuseStale } from '../http/precondition';
import { badRequest, invalid, MESSAGES, noContent, ok } from '../http/reply';
import type { SandboxState } from '../state';

const base = '/api/admin/common/slider';
const byOrder = (a: SlideRecord, b: SlideRecord) => a.order - b.order || a.id - b.id;
/** The slider as listSlides shows it; its tag is the version of the whole slider. */
const slider = (data: SandboxData) => [...data.slides].sort(byOrder);

export function registerSliderRoutes(app: Hono<AppEnv>, state: SandboxState) {
  app.get(base, () => {
    const slides = slider(state.data);
    return ok('listSlides', slides, etagOf(slides));
  });

  // No delete call: a slide left out is removed; the picture stays the one uploaded for it.
  app.put(`${base}/save`, async (c) => {
    const body = await readJson(c, schemas.zSaveSlidesBody);
    if (!body.ok) return body.response;
    const stored = new Map(state.data.slides.map((slide) => [slide.id, slide]));
    const errors: Record<string, string[]> = {};
    const seen = new Set<number>();
    body.value.forEach((slide, index) => {
      if (!stored.has(slide.id)) errors[`${index}.id`] = [MESSAGES.notFound];
      else if (seen.has(slide.id)) errors[`${index}.id`] = ['Слайд указан дважды'];
      seen.add(slide.id);
    });
    if (Object.keys(errors).length > 0) return invalid('saveSlides', errors);
    const stale = refuseStale(c, 'saveSlides', slider(state.data));
    if (stale) return stale;
    state.data.slides = body.value.map((slide) => ({
      ...slide,
      path: stored.get(slide.id)?.path ?? slide.path,
    }));
    return noContent('saveSlides', etagOf(slider(state.data)));
  });

  app.post(`${base}/add`, async (c) => {
    const form = await readUploadForm(c);
    if (form instanceof Response) return form;
    if (!form) return badRequest('addSlide');
    const content = (form.fields.content ?? '').trim();
    if (!form.file || content === '') {
      const errors =
        content === '' ? { ...form.errors, content: [MESSAGES.required] } : form.errors;
      return invalid('addSlide', errors);
    }
    const upload = await storeUpload(state, form.file);
    const slides = state.data.slides;
    const slide: SlideRecord = {
      id: state.nextId('slides', slides),
      path: upload.path,
      content,
      order: slides.reduce((max, s) => Math.max(max, s.order), 0) + 1,
    };
    slides.push(slide);
    return ok('addSlide', slide, etagOf(slider(state.data)));
  });
}
