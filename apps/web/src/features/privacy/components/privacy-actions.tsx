import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { notifyError } from '../../../lib/notify-error';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useExportSubject } from '../api/export-subject';
import { accessLogSearch } from '../access-params';
import { EraseDialog, type Subject } from './erase-dialog';

export const EXPORT_FAILED = 'The personal data could not be exported, please try again';
export const exportedMessage = (fileName: string) => `Personal data saved as ${fileName}`;

/** One entry of a profile's menu (the shape the customers' and nurses' menus take). */
export type PrivacyAction = {
  key: string;
  label: string;
  onSelect: () => void;
  danger?: boolean;
};

type PrivacyActionsOptions = Subject & {
  /** The name the profile shows. */
  name: string;
  /** Already erased: nothing left to erase (export and the log stay). */
  erased: boolean;
  /** Once erased: the profile reloads to show it. */
  onErased: () => void;
};

/**
 * A profile's personal-data actions (issue 26), for an ADMIN only (a STAFF
 * member gets none): "Export personal data" (the zip, saved), "Erase personal
 * data" (the dialog, returned to be placed on the page) and "Access log" (Admin
 * > Privacy filtered to the person).
 */
export function usePrivacyActions({ kind, id, name, erased, onErased }: PrivacyActionsOptions): {
  items: PrivacyAction[];
  dialog: ReactNode;
} {
  const admin = useSession()?.user.role === 'ADMIN';
  const navigate = useNavigate();
  const exporter = useExportSubject();
  const [erasing, setErasing] = useState(false);
  if (!admin) return { items: [], dialog: null };

  const items: PrivacyAction[] = [
    {
      key: 'export',
      label: 'Export personal data',
      onSelect: () =>
        exporter.mutate(
          { kind, id },
          {
            onSuccess: (fileName) => toast.success(exportedMessage(fileName)),
            onError: (error) => notifyError(error, EXPORT_FAILED),
          },
        ),
    },
    ...(erased
      ? []
      : [
          {
            key: 'erase',
            label: 'Erase personal data',
            onSelect: () => setErasing(true),
            danger: true,
          },
        ]),
    {
      key: 'access-log',
      label: 'Access log',
      onSelect: () => void navigate(`${paths.admin}${accessLogSearch(kind, id)}`),
    },
  ];
  const dialog = (
    <EraseDialog
      open={erasing}
      subject={{ kind, id }}
      name={name}
      onClose={() => setErasing(false)}
      onErased={onErased}
    />
  );
  return { items, dialog };
}
