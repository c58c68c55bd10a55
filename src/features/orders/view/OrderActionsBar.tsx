import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Icon from '@mui/material/Icon';
import type { OrderAction } from './orderActions';

const LABELS: Record<OrderAction['kind'], { label: string; icon: string }> = {
  changeStatus: { label: 'Change status', icon: 'published_with_changes' },
  edit: { label: 'Edit order', icon: 'edit' },
  requestChange: { label: 'Request a change', icon: 'edit_note' },
  orderAgain: { label: 'Order again', icon: 'replay' },
  applyWarranty: { label: 'Apply for warranty', icon: 'verified_user' },
  viewWarranty: { label: 'View warranty', icon: 'verified' },
};

export interface OrderActionsBarProps {
  actions: readonly OrderAction[];
  onChangeStatus: () => void;
}

/** The buttons of the view header: links for the actions that open a screen, then status change and print. */
export function OrderActionsBar({ actions, onChangeStatus }: OrderActionsBarProps) {
  return (
    <>
      {actions.map((action) => {
        const { label, icon } = LABELS[action.kind];
        const startIcon = <Icon aria-hidden="true">{icon}</Icon>;
        if (action.kind === 'changeStatus') {
          return (
            <Button key={action.kind} variant="contained" startIcon={startIcon} onClick={onChangeStatus}>
              {label}
            </Button>
          );
        }
        return (
          <Button key={action.kind} variant="outlined" startIcon={startIcon} component={RouterLink} to={action.to}>
            {label}
          </Button>
        );
      })}
      <Button variant="outlined" startIcon={<Icon aria-hidden="true">print</Icon>} onClick={() => window.print()}>
        Print
      </Button>
    </>
  );
}
