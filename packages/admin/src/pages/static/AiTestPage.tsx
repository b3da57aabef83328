import { capitalize, formatCurrency } from '@yardstick/core/format';
import { Card, CardHeader } from '../../ui/Card.tsx';
import { Table } from '../../ui/Table.tsx';
import { AI_TEST_SAMPLE } from './aiTestSample.ts';
import { StaticPage } from './StaticPage.tsx';

const { obstacles, complexityScore, basePrice, adjustedPrice } = AI_TEST_SAMPLE;
const increasePercent = Math.round(((adjustedPrice - basePrice) / basePrice) * 100);

/** SPEC §2.15: a fixed AI analysis result, to check how obstacles and pricing read. */
export function AiTestPage() {
  return (
    <StaticPage
      title="AI Analysis Test"
      intro="A sample AI property analysis: obstacles found, complexity and the adjusted price."
      back={{ to: '/', label: 'Back to home' }}
    >
      <div className="stack">
        <Card>
          <CardHeader title="Detected obstacles" />
          <Table
            label="Detected obstacles"
            columns={['Obstacle', 'Size', 'Confidence', 'Description']}
          >
            {obstacles.map((obstacle) => (
              <tr key={obstacle.type}>
                <th scope="row">{capitalize(obstacle.type)}</th>
                <td>{capitalize(obstacle.estimatedSize)}</td>
                <td>{Math.round(obstacle.confidence * 100)}%</td>
                <td>{obstacle.description}</td>
              </tr>
            ))}
          </Table>
        </Card>
        <Card>
          <CardHeader title="Pricing result" />
          <dl className="details grid-auto">
            <div>
              <dt>Complexity score</dt>
              <dd>{complexityScore} / 10</dd>
            </div>
            <div>
              <dt>Base price</dt>
              <dd>{formatCurrency(basePrice)}</dd>
            </div>
            <div>
              <dt>AI-adjusted price</dt>
              <dd>{formatCurrency(adjustedPrice)}</dd>
            </div>
          </dl>
          <p style={{ marginTop: 16, marginBottom: 0 }}>
            The price was increased by {increasePercent}% because {obstacles.length} obstacles (
            {obstacles.map((obstacle) => `a ${obstacle.estimatedSize} ${obstacle.type}`).join(', ')}
            ) make the property slower to mow and trim around.
          </p>
        </Card>
      </div>
    </StaticPage>
  );
}
