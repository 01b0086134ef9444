import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { token } from '../../../../src/theme';
import { buttonStyles } from '../../components/button-styles';
import { ModalDialog } from '../../components/modal-dialog';
import type { Recommendation } from './recommendation-choice';

const styles = {
  list: css`
    display: grid;
    gap: ${token('space-md')};
    margin: 0;
    padding: 0;
    list-style: none;
  `,
  item: css`
    display: grid;
    grid-template-columns: 48px 1fr auto;
    gap: ${token('space-sm')} ${token('space-md')};
    align-items: start;
    padding-bottom: ${token('space-md')};
    border-bottom: 1px solid ${token('color-border')};
    h3 {
      margin: 0;
      font-size: ${token('font-size-md')};
    }
    p {
      margin: ${token('space-xs')} 0;
    }
  `,
  controls: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${token('space-sm')} ${token('space-md')};
  `,
  actions: css`
    display: flex;
    justify-content: flex-end;
    margin-top: ${token('space-lg')};
  `,
};

export interface RecommendationNoticeProps {
  open: boolean;
  items: readonly Recommendation[];
  /** One taken out of the notice; `forever` when its do-not-show box was ticked. */
  onRemove: (id: number, forever: boolean) => void;
  /** The notice closed with these do-not-show boxes ticked. */
  onClose: (ticked: readonly number[]) => void;
  /** Its link followed (Recommend, Link, Function); the notice then closes, but for a Link (a new tab). */
  onFollow: (item: Recommendation) => void;
}

/**
 * The recommendation notice (SPEC §4): each recommendation with a do-not-show box; closing keeps the ticked
 * ones from showing again, and the notice closes by itself once every one is removed.
 */
export function RecommendationNotice({ open, items, onRemove, onClose, onFollow }: RecommendationNoticeProps) {
  const { t } = useTranslation('frame');
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const tick = (id: number, on: boolean) =>
    setTicked((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const close = () => onClose(items.filter((item) => ticked.has(item.Id)).map((item) => item.Id));
  return (
    <ModalDialog open={open && items.length > 0} onClose={close} title={t('recommendations.title')} closeLabel={t('recommendations.close')}>
      <ul css={styles.list}>
        {items.map((item) => (
          <li key={item.Id} css={styles.item} aria-labelledby={`recommendation-${item.Id}`}>
            {item.ImgUrl ? <img src={item.ImgUrl} alt="" width={48} height={48} /> : <span />}
            <div>
              <h3 id={`recommendation-${item.Id}`}>{item.Title}</h3>
              <p>{item.Content}</p>
              {item.PartNumber && <p>{t('recommendations.partNumber', { partNumber: item.PartNumber })}</p>}
              {!item.PartNumber && item.series.length > 0 && (
                <p>{t('recommendations.series', { names: item.series.map((series) => series.Name).join(', ') })}</p>
              )}
              <div css={styles.controls}>
                {item.LinkType !== 'NoJump' && (
                  <button type="button" css={buttonStyles.primary} onClick={() => {
                      onFollow(item);
                      if (item.LinkType !== 'Link') close();
                    }}>
                    {t('recommendations.open')}
                  </button>
                )}
                <label>
                  <input type="checkbox" checked={ticked.has(item.Id)} onChange={(event) => tick(item.Id, event.currentTarget.checked)} />{' '}
                  {t('recommendations.doNotShow')}
                </label>
              </div>
            </div>
            <button type="button" css={buttonStyles.quiet} aria-label={t('recommendations.remove', { title: item.Title })}
              onClick={() => onRemove(item.Id, ticked.has(item.Id))}>
              ×
            </button>
          </li>
        ))}
      </ul>
      <div css={styles.actions}>
        <button type="button" css={buttonStyles.secondary} onClick={close}>
          {t('recommendations.close')}
        </button>
      </div>
    </ModalDialog>
  );
}
