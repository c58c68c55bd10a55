import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormSelectField } from '../../../../components/form/FormSelectField';
import { useT } from '../../../../i18n/hooks';
import { BUILDING_USES, RISK_CATEGORIES, SIDE_WALL_TYPES } from '../../../../reference/building';
import { buildingUseText, riskCategoryText, sideWallsText } from '../../../../reference/labels/building';

/** Building use, risk category and side walls (building and VP orders). */
export function BuildingUseFields<T extends FieldValues, TOut extends FieldValues>({ control }: { control: Control<T, unknown, TOut> }) {
  const t = useT();
  const options = (values: readonly string[], text: (value: string, read: typeof t) => string) =>
    values.map((value) => ({ value, label: text(value, t) }));
  return (
    <>
      <FormSelectField
        control={control}
        name={'use' as FieldPath<T>}
        label={t('orders.form.buildingUse')}
        options={options(BUILDING_USES, buildingUseText)}
        required
      />
      <FormSelectField
        control={control}
        name={'riskCategory' as FieldPath<T>}
        label={t('orders.form.riskCategory')}
        options={options(RISK_CATEGORIES, riskCategoryText)}
        required
      />
      <FormSelectField
        control={control}
        name={'sideWalls' as FieldPath<T>}
        label={t('orders.form.sideWalls')}
        options={options(SIDE_WALL_TYPES, sideWallsText)}
        required
      />
    </>
  );
}
