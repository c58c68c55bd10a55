import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Icon from '@mui/material/Icon';
import { useT } from '../../../i18n/hooks';
import type { OrderAction } from './orderActions';

/** Each action's label (a message id) and icon. */
const LABELS: Record<OrderAction['kind'], { label: string; icon: string }> = {
  changeStatus: { label: 'orders.view.action.changeStatus', icon: 'published_with_changes' },
  edit: { label: 'orders.view.action.edit', icon: 'edit' },
  requestChange: { label: 'orders.view.action.requestChange', icon: 'edit_note' },
  orderAgain: { label: 'orders.view.action.orderAgain', icon: 'replay' },
  applyWarranty: { label: 'orders.view.action.applyWarranty', icon: 'verified_user' },
  viewWarranty: { label: 'orders.view.action.viewWarranty', icon: 'verified' },
};

export interface OrderActionsBarProps {
  actions: readonly OrderAction[];
  onChangeStatus: () => void;
}

/** The buttons of the view header: links for the actions that open a screen, then status change and print. */
export function OrderActionsBar({ actions, onChangeStatus }: OrderActionsBarProps) {
  const t = useT();
  return (
    <>
      {actions.map((action) => {
        const { label, icon } = LABELS[action.kind];
        const startIcon = <Icon aria-hidden="true">{icon}</Icon>;
        if (action.kind === 'changeStatus') {
          return (
            <Button key={action.kind} variant="contained" startIcon={startIcon} onClick={onChangeStatus}>
              {t(label)}
            </Button>
          );
        }
        return (
          <Button key={action.kind} variant="outlined" startIcon={startIcon} component={RouterLink} to={action.to}>
            {t(label)}
          </Button>
        );
      })}
      <Button variant="outlined" startIcon={<Icon aria-hidden="true">print</Icon>} onClick={() => window.print()}>
        {t('orders.view.action.print')}
      </Button>
    </>
  );
}
