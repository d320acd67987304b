import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * SPEC §6 block confirmation: "block {name}?" with its consequences, or with `blocked` the
 * question to unblock. `titleId` names the dialog for assistive technology; `busy` disables
 * the confirm button while the request runs. The question is a `ConfirmDialog` (focus on cancel).
 */
export function BlockDialog({
  show,
  name,
  blocked = false,
  busy = false,
  titleId,
  onCancel,
  onConfirm,
}: {
  show: boolean;
  name: string;
  blocked?: boolean;
  busy?: boolean;
  titleId: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      show={show}
      title={blocked ? t('block.unblock_title', { name }) : t('block.title', { name })}
      body={blocked ? t('block.unblock_body', { name }) : t('block.body', { name })}
      confirmLabel={blocked ? t('block.unblock') : t('block.block')}
      busy={busy}
      destructive={false}
      titleId={titleId}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
