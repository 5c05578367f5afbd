import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { ONBOARDING_STEP_INDEXES, onboardingStepAction, onboardingStepShownDone, type OnboardingStepIndex } from '@portal/shared/domain';
import { VisuallyHidden } from '@portal/shared/ui';
import { useLocalizedPath } from '../use-locale';
import { useOnboarding } from './use-onboarding';

const Root = styled.section<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  padding: ${({ theme, $compact }) => theme.space($compact ? 3 : 5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizes.sm};
  }
`;

const Bar = styled.div<{ $value: number }>`
  height: 6px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  &::after {
    content: '';
    display: block;
    width: ${({ $value }) => `${Math.round($value * 100)}%`};
    height: 100%;
    border-radius: inherit;
    background: ${({ theme }) => theme.colors.success};
  }
`;

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li<{ $current: boolean; $done: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 44px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme, $done }) => ($done ? theme.colors.textMuted : theme.colors.text)};
  ${({ $current, theme }) =>
    $current &&
    css`
      background: ${theme.colors.surfaceRaised};
      outline: 1px solid ${theme.colors.primary};
    `}
  span:nth-child(2) {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Mark = styled.span<{ $done: boolean }>`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 24px;
  height: 24px;
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.font.sizes.xs};
  font-weight: 700;
  background: ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.border)};
  color: ${({ theme, $done }) => ($done ? theme.colors.primaryText : theme.colors.text)};
`;

const Action = styled(Link)`
  flex: none;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

export interface OnboardingChecklistProps {
  /** The account sidebar's smaller card; the home page uses the full one. */
  compact?: boolean;
  /** Called after the player follows a step's action (the sidebar closes itself). */
  onNavigate?: () => void;
}

/**
 * The five-step onboarding checklist (docs/spec.md sections 1 and 4) for a signed-in player: progress, each step
 * with its done mark, and the current step's action (settings safety tab, game information tab, my teams,
 * the tournament list). Shown while something is left to do; nothing for guests or a ready player.
 */
export function OnboardingChecklist({ compact = false, onNavigate }: OnboardingChecklistProps) {
  const { t } = useTranslation(['common', 'validation']);
  const localized = useLocalizedPath();
  const onboarding = useOnboarding();
  if (!onboarding || onboarding.complete) return null;
  const { state, follow, hasApplication } = onboarding;
  const shownDone = (index: OnboardingStepIndex) => {
    const step = state.steps[index];
    return step ? onboardingStepShownDone(index, step, hasApplication) : false;
  };
  const done = ONBOARDING_STEP_INDEXES.filter(shownDone).length;
  const go = (step: OnboardingStepIndex) => {
    follow(step);
    onNavigate?.();
  };
  return (
    <Root $compact={compact} aria-labelledby="onboarding-title" data-testid="onboarding-checklist">
      <Head>
        <h2 id="onboarding-title">{t('common:onboarding.title')}</h2>
        <p>{t('common:onboarding.progress', { done, total: state.steps.length })}</p>
      </Head>
      <Bar $value={done / state.steps.length} aria-hidden="true" />
      <Steps>
        {ONBOARDING_STEP_INDEXES.map((index) => {
          const step = state.steps[index];
          if (!step) return null;
          const current = index === state.currentStep;
          const stepDone = shownDone(index);
          if (compact && !current && stepDone) return null;
          return (
            <Step key={index} $current={current} $done={stepDone} data-testid={`onboarding-step-${index}`} aria-current={current ? 'step' : undefined}>
              <Mark $done={stepDone} aria-hidden="true">
                {stepDone ? '✓' : index + 1}
              </Mark>
              <span>
                {t(`validation:${step.title}`)}
                {stepDone ? <VisuallyHidden>{` (${t('common:onboarding.done')})`}</VisuallyHidden> : null}
              </span>
              {current ? (
                <Action to={localized(onboardingStepAction(index))} onClick={() => go(index)}>
                  {t('common:onboarding.go')}
                </Action>
              ) : null}
            </Step>
          );
        })}
      </Steps>
    </Root>
  );
}
