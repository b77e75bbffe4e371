// /auto: three questions (due date, living space, budget) give a starter registry to add in bulk.
// The rules live in auto-registry-machine; loading and registry writes in useAutoRegistry.
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '../../ui/meta/PageMeta';
import { pageTitle } from '../../ui/meta/titles';
import { AutoQuestionsForm } from './components/AutoQuestionsForm';
import { SuggestionList } from './components/SuggestionList';
import { useAutoRegistry } from './use-auto-registry';

export default function AutoRegistryPage() {
  const { state, send, suggest, addAll } = useAutoRegistry();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta
        title={pageTitle('Build My Registry', 'Baby Registry')}
        description="Answer three questions and get a starter baby registry you can add in one click."
      />
      <Typography variant="h2" component="h1" gutterBottom>
        Build my registry in a minute
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Three questions, then a starter list: one well-reviewed pick for each essential, sized for your home and budget.
        Untick anything you already have.
      </Typography>
      <AutoQuestionsForm isBusy={state.isBusy} onSuggest={suggest} />
      {state.failure && <Alert severity="error">{state.failure}</Alert>}
      {state.suggestions && (
        <SuggestionList state={state} suggestions={state.suggestions} send={send} onAddAll={addAll} />
      )}
    </Container>
  );
}
