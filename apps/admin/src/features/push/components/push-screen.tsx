import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@shop/ui/button';
import { useConfirm } from '@shop/ui/confirm-dialog';
import { Send } from 'lucide-react';
import { useRef } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { showServerFieldErrors } from '../../../components/editor/server-field-errors';
import { useDraft } from '../../../components/editor/use-draft';
import { useSaveShortcut } from '../../../components/editor/use-save-shortcut';
import { useUnsavedChanges } from '../../../components/editor/use-unsaved-changes';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextArea } from '../../../components/form/form-text-area';
import { FormTextField } from '../../../components/form/form-text-field';
import { messages } from '../../../config/messages';
import { useSendPush } from '../api/mutations';
import { toPushInput } from '../lib/push-form';
import { sendQuestion } from '../lib/send-question';
import {
  CAPTION_MAX,
  pushFormDefaults,
  pushFormSchema,
  TEXT_MAX,
  type PushFormValues,
} from '../schemas';
import { LengthCounter } from './length-counter';
import { PushFilters } from './push-filters';

const Switch = FormSwitch<PushFormValues>;
const TextArea = FormTextArea<PushFormValues>;
const TextField = FormTextField<PushFormValues>;

const m = messages.push;

/** A mailing cannot be called back, so Send asks first, naming the audience. */
export function PushScreen() {
  const form = useForm<PushFormValues>({
    resolver: zodResolver(pushFormSchema),
    defaultValues: pushFormDefaults,
    mode: 'all',
  });
  const send = useSendPush();
  const draft = useDraft(form, { screen: 'push', record: 'new' });
  const sendAll = useWatch({ control: form.control, name: 'sendAll' });
  const [confirm, confirmDialog] = useConfirm();
  const leavePrompt = useUnsavedChanges(form.formState.isDirty);
  const formRef = useRef<HTMLFormElement>(null);
  useSaveShortcut(formRef, form.formState.isValid && !send.isPending);

  // The form clears after a send; after a failure everything typed stays.
  const onSubmit = form.handleSubmit(async (values) => {
    if (!(await confirm(sendQuestion(values)))) return;
    send.mutate(toPushInput(values), {
      onSuccess: () => form.reset(pushFormDefaults),
      onError: (error) => showServerFieldErrors(form.setError, error, values),
    });
  });

  return (
    <section aria-labelledby="push-title" className="flex max-w-3xl flex-col gap-6">
      <h1 id="push-title" className="text-2xl font-semibold">
        {messages.nav.pushTitle}
      </h1>
      {draft.offer}
      <FormProvider {...form}>
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="flex flex-col gap-5 rounded-lg border border-border bg-surface p-6"
        >
          <Switch name="sendAll" label={m.sendAll} />
          {sendAll ? null : <PushFilters />}
          <TextField
            name="caption"
            label={m.caption}
            isRequired
            autoComplete="off"
            hint={<LengthCounter<PushFormValues> name="caption" max={CAPTION_MAX} />}
          />
          <TextArea
            name="text"
            label={m.text}
            isRequired
            rows={6}
            hint={<LengthCounter<PushFormValues> name="text" max={TEXT_MAX} />}
          />
          <div>
            <Button type="submit" disabled={!form.formState.isValid} isBusy={send.isPending}>
              <Send aria-hidden="true" />
              {m.send}
            </Button>
          </div>
        </form>
      </FormProvider>
      {confirmDialog}
      {leavePrompt}
    </section>
  );
}
