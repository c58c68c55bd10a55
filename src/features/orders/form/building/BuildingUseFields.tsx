import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormSelectField, optionsOf } from '../../../../components/form/FormSelectField';
import { BUILDING_USES, RISK_CATEGORIES, SIDE_WALL_TYPES } from '../../../../reference/building';

/** Building use, risk category and side walls (building and VP orders). */
export function BuildingUseFields<T extends FieldValues, TOut extends FieldValues>({ control }: { control: Control<T, unknown, TOut> }) {
  return (
    <>
      <FormSelectField control={control} name={'use' as FieldPath<T>} label="Building use" options={optionsOf(BUILDING_USES)} required />
      <FormSelectField control={control} name={'riskCategory' as FieldPath<T>} label="Risk category" options={optionsOf(RISK_CATEGORIES)} required />
      <FormSelectField control={control} name={'sideWalls' as FieldPath<T>} label="Side walls" options={optionsOf(SIDE_WALL_TYPES)} required />
    </>
  );
}
