import { render, screen } from '@testing-library/react';
import { JobProgress, type JobSnapshot } from './job-progress';

const bar = () => screen.getByRole('progressbar', { name: 'Movie export' });

describe(JobProgress.name, () => {
  it('renders nothing without a job', () => {
    const { container } = render(<JobProgress job={null} label="Movie export" />);
    expect(container.innerHTML).toBe('');
  });

  it('is indeterminate while queued', () => {
    render(<JobProgress job={{ status: 'queued', progress: 0 }} label="Movie export" />);
    expect(bar().hasAttribute('aria-valuenow')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('Queued: waiting to start');
  });

  it('shows the percentage and the stage label while active, announcing the stage only', () => {
    const job: JobSnapshot = { status: 'active', progress: 37, stage: 'render' };
    const { rerender } = render(<JobProgress job={job} label="Movie export" stageLabels={{ render: 'Rendering scenes' }} />);
    expect(bar().getAttribute('aria-valuenow')).toBe('37');
    expect(screen.getByText('37%')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Rendering scenes');
    rerender(<JobProgress job={{ ...job, progress: 38, stage: 'mux' }} label="Movie export" stageLabels={{ render: 'Rendering scenes' }} />);
    expect(screen.getByRole('status').textContent).toBe('mux');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is full and green when completed', () => {
    render(<JobProgress job={{ status: 'completed', progress: 99 }} label="Movie export" />);
    expect(bar().getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByRole('status').textContent).toBe('Completed');
    expect(bar().closest('.at-progress')?.className).toContain('at-progress--success');
  });

  it('alerts the error message when failed and offers the Retry/Cancel slot', () => {
    render(
      <JobProgress
        job={{ status: 'failed', progress: 60, stage: 'render', error: { code: 'ENGINE_FAILED', message: 'The video engine stopped.' } }}
        label="Movie export"
        actions={<button type="button">Retry</button>}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('The video engine stopped.');
    expect(screen.getByRole('status').textContent).toBe('Failed');
    expect(bar().getAttribute('aria-valuenow')).toBe('60');
    expect(bar().closest('.at-progress')?.className).toContain('at-progress--danger');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('still says it failed when the job carries no error', () => {
    render(<JobProgress job={{ status: 'failed', progress: 0, error: null }} label="Movie export" />);
    expect(screen.getByRole('alert').textContent).toBe('The job failed. Please try again.');
  });
});
