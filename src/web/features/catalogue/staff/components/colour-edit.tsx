import { useState } from 'react';
import { colourProblems } from '../../../../../shared/product-rules';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { bringColourBack, removeColour, renameColour, type EditableColour } from '../api/product-edit-calls';
import { useStaffWrite } from '../../../../hooks/staff/use-staff-writes';
import { labelled } from '../logic/field-labels';
import { ColourPhotos } from './colour-photos';
import { ColourSizes } from './colour-sizes';
import { ConfirmButton } from '../../../../components/staff/confirm-move';
import styles from '../../../../components/staff/staff-styles';

/** One colour of a product on its edit screen: name, photos, sizes, and taking it out of the shop (or bringing it back). */
export function ColourEdit({ productId, colour, lastInShop }: { productId: string; colour: EditableColour; lastInShop: boolean }) {
  const [name, setName] = useState(colour.color);
  const [nameProblem, setNameProblem] = useState<string | undefined>();
  const rename = useStaffWrite(renameColour);
  const remove = useStaffWrite(removeColour);
  const back = useStaffWrite(bringColourBack);
  const saveName = () => {
    const problem = colourProblems({ color: name, sizes: [{ size: 'M', stock: '0' }], imageCount: 1 }).find((entry) => entry.field === 'color');
    setNameProblem(problem ? labelled(problem.message) : undefined);
    if (!problem) rename.mutation.mutate({ productId, variantId: colour._id, color: name });
  };
  const notice = remove.notice ?? back.notice ?? rename.notice;
  return (
    <fieldset className={styles.section} aria-label={`Colour ${colour.color}`}>
      <legend>
        Colour {colour.color}
        {colour.retired ? ' (retired)' : ''}
      </legend>
      {colour.retired ? <p className={styles.hint}>Retired: this colour has orders, so it was kept for them and left out of the shop.</p> : null}
      <div className={styles.row}>
        <TextField classes={styles} id={`colour-${colour._id}-name`} label="Colour" value={name} onChange={setName} maxLength={40} error={nameProblem} />
        <Button variant="secondary" disabled={rename.mutation.isPending || name.trim() === colour.color} onClick={saveName}>
          Save colour name
        </Button>
      </div>
      <ColourPhotos productId={productId} colour={colour} />
      <ColourSizes productId={productId} colour={colour} />
      <div className={styles.actions}>
        {colour.retired ? (
          <Button variant="secondary" disabled={back.mutation.isPending} onClick={() => back.mutation.mutate({ productId, variantId: colour._id })}>
            Bring {colour.color} back to the shop
          </Button>
        ) : lastInShop ? (
          <p className={styles.hint}>This is the product&apos;s only colour in the shop: add another before removing it, or hide the product.</p>
        ) : (
          <ConfirmButton
            label={`Remove colour ${colour.color}`}
            question={`Remove the colour ${colour.color}?`}
            consequence="Without orders it is deleted with its photos. With orders it is retired instead: out of the shop, kept on its orders."
            confirmLabel={`Yes, remove ${colour.color}`}
            variant="secondary"
            disabled={remove.mutation.isPending}
            onConfirm={() => remove.mutation.mutate({ productId, variantId: colour._id })}
          />
        )}
      </div>
      {notice ? (
        <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? styles.hint : styles.error}>
          {notice.ok ? notice.text : labelled(notice.text)}
        </p>
      ) : null}
    </fieldset>
  );
}
