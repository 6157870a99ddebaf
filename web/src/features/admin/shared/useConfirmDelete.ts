import { useToast } from '../../../lib/toast';
import { useFailureToast } from './toasts';
import { useDialogTarget } from './useDialogTarget';
import { useAdminSharedT } from './t';

/**
 * The delete flow of an admin list: Delete opens the confirmation (`show(record)`), confirming
 * runs `remove`, then a success toast and the dialog closes; on failure the toast of spec §8 and
 * the dialog stays open. Spread `dialog` into ConfirmDialog.
 */
export function useConfirmDelete<T>(
  remove: (target: T) => Promise<unknown>,
  texts: { done: string; failed: string; fallback?: string },
) {
  const { open, target, show, hide } = useDialogTarget<T>();
  const toast = useToast();
  const fail = useFailureToast();
  const { t } = useAdminSharedT();
  const { done, failed, fallback = t('failed') } = texts;

  const onConfirm = async () => {
    if (!target) return;
    try {
      await remove(target);
      toast({ title: done, variant: 'success' });
      hide();
    } catch (e) {
      fail(failed, e, fallback);
    }
  };

  return { target, show, dialog: { open, onConfirm, onClose: hide } };
}
